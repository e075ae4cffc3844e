// @ts-check
// Part of `npm run build`: Serwist's configurator mode (serwist.pages.dev/docs/next/config). After
// `next build`, `serwist build` bundles app/sw.ts with esbuild into public/sw.js and injects the
// precache list: only the app's icons, so installing the worker costs a phone a few kilobytes;
// the rest is kept as it is opened (app/sw.ts).
import { serwist } from "@serwist/next/config";

export default serwist({
  swSrc: "app/sw.ts",
  swDest: "public/sw.js",
  precachePrerendered: false,
  globPatterns: ["public/icons/*.png"],
});
