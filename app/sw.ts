/// <reference lib="webworker" />
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  RangeRequestsPlugin,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from "serwist";
import { cacheNames, isSharedPage, isSheetPage, isStoredFile } from "@/lib/offline/caches";

// The service worker (issue 34), built by `serwist build` after `next build` (scripts/serwist.config.mjs)
// into public/sw.js. Nothing is precached: a phone on a metered connection downloads only what
// its owner opens. What was opened is kept, so a reload with no signal still works:
// - an answer sheet: the network first (the marks and the clock are live), this phone's copy when
//   the network fails or takes over 4 s (an exam's minutes are too dear to wait on a weak signal);
//   the marks made since are in IndexedDB (components/mock-tests/sit/queue.ts) and the clock is
//   estimated from the last sync;
// - its paper and content pages: the network first, this phone's copy only when there is none;
// - Next's hashed chunks from the cache first.
// Marks, logins, payments and every other request go to the network as if there were no worker.

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
/** Not Next's RSC payloads (same path, other content): a full page only. */
const isPage = (request: Request) => request.method === "GET" && !request.headers.has("RSC");
const onlyOk = new CacheableResponsePlugin({ statuses: [200] });
/**
 * Asks the server every time. A worker's fetch is not a navigation to the browser's HTTP cache:
 * a content page's `stale-while-revalidate` (meant for a CDN) let it answer with the copy from
 * before staff changed the page. (A navigation request becomes a same-origin one on the way.)
 */
const revalidate: SerwistPlugin = { requestWillFetch: async ({ request }) => new Request(request, { cache: "no-cache" }) };

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({ cacheName: cacheNames.static, plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY })] }),
    },
    {
      matcher: ({ url, sameOrigin, request }) => sameOrigin && isPage(request) && isSheetPage(url.pathname),
      handler: new NetworkFirst({
        cacheName: cacheNames.sheets,
        networkTimeoutSeconds: 4,
        matchOptions: { ignoreVary: true },
        plugins: [revalidate, onlyOk, new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 2 * DAY })],
      }),
    },
    {
      // The paper of a PDF test: its pages as images (a paper of 60 pages at most), or the PDF, whose
      // byte ranges pdf.js asks for, answered from the whole file kept. Cache first: a stored file's id
      // names one content for good (a new upload is a new file), so the sheet warms every page once,
      // not at every load, and a page turned to comes from the phone.
      matcher: ({ url, sameOrigin, request }) => sameOrigin && request.method === "GET" && isStoredFile(url.pathname),
      handler: new CacheFirst({
        cacheName: cacheNames.sheets,
        plugins: [onlyOk, new RangeRequestsPlugin(), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 2 * DAY })],
      }),
    },
    {
      matcher: ({ url, sameOrigin, request }) => sameOrigin && isPage(request) && isSharedPage(url.pathname),
      // No time limit: a slow answer (a page being rebuilt after staff changed it) is still the
      // news; this phone's copy is for no network at all.
      handler: new NetworkFirst({ cacheName: cacheNames.pages, plugins: [revalidate, onlyOk, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY })] }),
    },
    {
      // The PDF viewer's worker and fonts, the logo and icons (the site's PDFs are left to the browser).
      matcher: ({ url, sameOrigin, request }) => sameOrigin && request.method === "GET" && /^\/(pdfjs\/|icons\/|logo\.svg$)/.test(url.pathname),
      handler: new StaleWhileRevalidate({ cacheName: cacheNames.static, plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY })] }),
    },
  ],
});

serwist.addEventListeners();
