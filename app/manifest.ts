import type { MetadataRoute } from "next";
import { institute } from "@/lib/config";
import { publicRoutes } from "@/lib/routes";

/**
 * The installable web app (issue 34): "Add to home screen" opens the site full screen, in Tamil,
 * with the institute's name and logo. The service worker is public/sw.js (app/sw.ts).
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: institute.name.ta,
    short_name: institute.shortName.ta,
    description: `${institute.name.ta} · ${institute.name.en}`,
    lang: "ta",
    start_url: publicRoutes.home,
    scope: publicRoutes.home,
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#1e40af",
    icons: [192, 512].map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "any" as const })),
  };
}
