import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { legacyDocumentRedirects } from "./lib/documents/categories";
import { routing } from "./lib/i18n/routing";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // This directory is the project, even when it sits inside another checkout (the tests build a
  // copy under .data/); `next build` always runs from here.
  turbopack: { root: process.cwd() },
  // Staff photos (2 MB) travel through a server action; larger uploads use route handlers.
  experimental: { serverActions: { bodySizeLimit: "3mb" } },
  // Native and wasm packages load from node_modules at run time instead of being bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "@react-pdf/renderer"],
  // The old console paths (/Group2-Add, /Group-I-View, …) lead to the screens that replaced them,
  // in both languages.
  async redirects() {
    return legacyDocumentRedirects().flatMap(({ from, to }) =>
      routing.locales.map((locale) => {
        const prefix = locale === routing.defaultLocale ? "" : `/${locale}`;
        return { source: `${prefix}${from}`, destination: `${prefix}${to}`, permanent: false };
      }),
    );
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
