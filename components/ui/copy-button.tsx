"use client";

import { useState } from "react";

const CONFIRM_MS = 2000;

/** Copies a text to the clipboard and says so on the button for a moment. */
export function CopyButton({ text, label, done, className }: { text: string; label: string; done: string; className?: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard API outside a secure context (a site served over plain http on the LAN).
      const area = Object.assign(document.createElement("textarea"), { value: text });
      document.body.append(area);
      area.select();
      document.execCommand("copy");
      area.remove();
    }
    setCopied(true);
    setTimeout(() => setCopied(false), CONFIRM_MS);
  }

  return (
    <button type="button" onClick={copy} className={className}>
      <span aria-live="polite">{copied ? done : label}</span>
    </button>
  );
}
