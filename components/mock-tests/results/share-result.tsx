"use client";

import { useHydrated } from "@/components/ui/use-hydrated";

/**
 * Share a result (issue 36, item 6): the score and rank only, and a link to the public site. The
 * server draws a WhatsApp link, which works with no script; once the page runs, a phone that has
 * the Web Share API offers its own share sheet (WhatsApp among the apps) instead.
 */
export function ShareResult({ text, url, label }: { text: string; url: string; label: string }) {
  // False in the server's HTML and at hydration, so both draw the link.
  const native = useHydrated() && typeof navigator.share === "function";
  const className = "inline-flex min-h-11 items-center justify-center rounded-full bg-green-700 px-5 font-semibold text-white hover:bg-green-800";
  if (native)
    return (
      <button type="button" className={className} onClick={() => void navigator.share({ text, url }).catch(() => {})}>
        {label}
      </button>
    );
  return (
    <a href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
    </a>
  );
}
