"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { POPUP_HIDDEN, POPUP_SEEN, remembered, remember } from "./popup-storage";

export type PopupLabels = { title: string; points: string[]; action: string; close: string; never: string; brand: string };

// The dialog's code loads only for a visitor who will see it: most pages are opened by people who
// have had the popup already, and the home page's first load stays as light as before.
const AdmissionDialog = lazy(() => import("./admission-dialog").then((module) => ({ default: module.AdmissionDialog })));

/**
 * The popup shown on a visitor's first visit to the home page in a browsing session; once shown
 * (or after a logout) it stays away for the rest of the session, and "Don't show again" for good.
 */
export function AdmissionPopup({ labels }: { labels: PopupLabels }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (remembered(() => sessionStorage, POPUP_SEEN) || remembered(() => localStorage, POPUP_HIDDEN)) return;
    const timer = setTimeout(() => {
      remember(() => sessionStorage, POPUP_SEEN);
      setOpen(true);
    }, 600);
    return () => clearTimeout(timer);
  }, []);
  return (
    open && (
      <Suspense>
        <AdmissionDialog labels={labels} onClose={() => setOpen(false)} />
      </Suspense>
    )
  );
}
