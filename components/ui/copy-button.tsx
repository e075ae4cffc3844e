"use client";

import { useEffect, useState } from "react";

const CONFIRM_MS = 2000;

/** Copies a text to the clipboard and says so on the button for a moment (or that it could not). */
export function CopyButton({ text, label, done, failed, className }: { text: string; label: string; done: string; failed: string; className?: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard API outside a secure context (a site served over plain http on the LAN).
      const area = Object.assign(document.createElement("textarea"), { value: text });
      document.body.append(area);
      area.select();
      setCopied(document.execCommand("copy"));
      area.remove();
    }
  }

  return (
    <button type="button" onClick={copy} className={className}>
      <span aria-live="polite">{copied === null ? label : copied ? done : failed}</span>
    </button>
  );
}
