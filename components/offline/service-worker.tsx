"use client";

import { useEffect } from "react";
import { cacheNames } from "@/lib/offline/caches";
import { publicRoutes } from "@/lib/routes";

// The page's side of the service worker (app/sw.ts): registering it, and handing it what this
// page loaded before the worker was in control, so that a reload with no signal finds it.

const SCRIPT = "/sw.js";
const supported = () => typeof navigator !== "undefined" && "serviceWorker" in navigator && process.env.NODE_ENV === "production";

/**
 * Asks the worker to keep this page, the chunks, fonts and styles it loaded, and `extra` (a
 * question paper), through its own rules (Serwist's CACHE_URLS): a URL no rule keeps is left alone.
 * The page itself is fetched again even when the worker served it: the same address showed the
 * instructions before Start moved to the sheet without a document load, and a page reached by a
 * client-side navigation or loaded before the worker started was never kept.
 */
export async function keepForOffline(extra: string[] = []) {
  if (!supported()) return;
  const worker = (await navigator.serviceWorker.ready).active;
  // What the page loaded (resource timing, whose buffer holds 250 entries), and what its HTML names
  // (scripts, styles, preloaded fonts), the chunks a reload needs even when the buffer is full.
  const named = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>("script[src], link[href]")].map((element) => ("src" in element ? element.src : element.href));
  const timed = typeof performance.getEntriesByType === "function" ? performance.getEntriesByType("resource").map((entry) => entry.name) : [];
  const kept = (url: string) => url.startsWith(`${location.origin}/_next/static/`) || url.startsWith(`${location.origin}/pdfjs/`);
  worker?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [location.href, ...new Set([...named, ...timed].filter(kept)), ...extra] } });
}

/** A student's sheets and papers leave this phone with them (a shared phone is common). */
export async function forgetSheets() {
  if (typeof caches !== "undefined") await caches.delete(cacheNames.sheets).catch(() => false);
}

/** Registers the worker once per page load; the first time, this page is handed to it. */
export function ServiceWorker() {
  useEffect(() => {
    if (!supported()) return;
    const first = !navigator.serviceWorker.controller;
    navigator.serviceWorker.register(SCRIPT, { scope: publicRoutes.home }).then(
      () => (first ? keepForOffline() : undefined),
      () => undefined,
    );
  }, []);
  return null;
}
