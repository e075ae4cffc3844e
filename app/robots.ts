import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { apiRoutes, publicRoutes } from "@/lib/routes";

/** Everything public may be crawled; of the API only the public files (syllabus PDFs, photos). */
export default function robots(): MetadataRoute.Robots {
  const site = env().SITE_URL;
  return {
    rules: { userAgent: "*", allow: [publicRoutes.home, apiRoutes.files], disallow: [apiRoutes.root] },
    sitemap: `${site}/sitemap.xml`,
    host: site,
  };
}
