import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { apiRoutes, legacyRedirects } from "./lib/routes";
import { routing } from "./lib/i18n/routing";
import { MAX_ACTION_FORM_BYTES } from "./lib/security/action-request";
import { responseHeaders, storedFilePolicy } from "./lib/security/csp";

// Messages are compiled at build time (next-intl's catalog loader), so pages carry use-intl's small
// format-only runtime instead of intl-messageformat's parser: 12 → 3.5 kB gzip on every page. A
// message is therefore a string (no arrays: number the keys) and is read with t(), never t.raw
// (which would hand out the compiled form); lib/i18n/messages.ts gives lists and templates.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // This directory is the project, even when it sits inside another checkout (the tests build a
  // copy under .data/); `next build` always runs from here.
  turbopack: { root: process.cwd() },
  // Staff photos (at most 5 MB, lib/files/image.ts) travel through a server action; PDFs and
  // achievers' photos stream through route handlers.
  experimental: {
    serverActions: { bodySizeLimit: MAX_ACTION_FORM_BYTES },
    // Off: with Tamil unprefixed (/Group1) beside /[locale], optimistic routing guesses that
    // /JointRecritment is the home page of a language called "JointRecritment", the page prefetch
    // 404s and the router retries for ever (~40 requests a second per open tab; vercel/next.js#97135).
    // tests/e2e/public.any.spec.ts counts the home page's prefetches to keep it that way.
    optimisticRouting: false,
    // forbidden() (lib/auth/guard.ts): staff who open an admin page get a 403 that says why.
    authInterrupts: true,
  },
  // Photos are served by /api/files/<id>; next/image resizes them for each card.
  images: { localPatterns: [{ pathname: `${apiRoutes.files}**` }], minimumCacheTTL: 3600 },
  // Native and wasm packages load from node_modules at run time instead of being bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "pg-boss", "@react-pdf/renderer", "sharp", "pino", "pino-pretty", "prom-client", "@napi-rs/canvas"],
  // The old console paths (/Group2-Add, /Achivers-View, /Staff, …) lead to the screens that replaced them,
  // in both languages.
  async redirects() {
    return legacyRedirects().flatMap(({ from, to }) =>
      routing.locales.map((locale) => {
        const prefix = locale === routing.defaultLocale ? "" : `/${locale}`;
        return { source: `${prefix}${from}`, destination: `${prefix}${to}`, permanent: false };
      }),
    );
  },
  // Content-Security-Policy is set per page by middleware.ts (prerendered pages and nonce pages differ);
  // stored files get a sandbox of their own.
  async headers() {
    return [
      { source: "/:path*", headers: responseHeaders() },
      { source: `${apiRoutes.files}:path*`, headers: [{ key: "Content-Security-Policy", value: storedFilePolicy }] },
      // The PDFs in public/ change only with a deployment: browsers keep them an hour, a CDN or an
      // nginx cache a day and may serve a stale copy for a week while it fetches the new one.
      { source: "/:file([^/]+\\.pdf)", headers: [{ key: "Cache-Control", value: "public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800" }] },
    ];
  },
};

export default withNextIntl(nextConfig);
