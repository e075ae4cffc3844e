"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

// Pages whose state the server changes by itself (a scan being read, an answer sheet being scored
// at the deadline, results released when a test closes) move on without the visitor reloading.

/** The longest wait a browser timer takes (about 24.8 days); anything later is left to a visit. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Refreshes the page's server data every `everyMs`, starting at `at` (ms since the epoch, by this
 * device's clock) when given: e.g. when a test closes and its results are shown.
 */
export function AutoRefresh({ everyMs = 3000, at }: { everyMs?: number; at?: number }) {
  const router = useRouter();
  useEffect(() => {
    const first = at === undefined ? everyMs : Math.max(0, at - Date.now());
    if (first > LONGEST_WAIT_MS) return;
    let timer = setTimeout(function tick() {
      router.refresh();
      timer = setTimeout(tick, everyMs);
    }, first);
    return () => clearTimeout(timer);
  }, [router, everyMs, at]);
  return null;
}
