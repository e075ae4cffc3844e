"use client";

import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs the page. A control that
 * would act through React (a button with an onClick) is disabled until then: on a slow phone a tap
 * before that does nothing at all, or submits the form as plain HTML (issue 34, item 7).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
