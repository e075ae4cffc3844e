"use client";

import { useEffect, useState } from "react";
import { useReducedMotion } from "@/components/home/use-reduced-motion";

const PER_CHARACTER_MS = 100;
const PAUSE_MS = 5000;

/**
 * Types each point a character every 100 ms, holds it for 5 s, then the next (spec: WhyAbout).
 * Decorative: the same points are on the page as a list for readers and search engines.
 * Tamil is typed by grapheme, so a letter never appears without its vowel sign.
 */
export function Typewriter({ lines }: { lines: string[] }) {
  const still = useReducedMotion();
  const [line, setLine] = useState(0);
  const [shown, setShown] = useState(0);
  const graphemes = [...new Intl.Segmenter("ta", { granularity: "grapheme" }).segment(lines[line])].map((s) => s.segment);

  useEffect(() => {
    if (still) return;
    const done = shown >= graphemes.length;
    const timer = setTimeout(
      () => {
        if (!done) return setShown((n) => n + 1);
        setShown(0);
        setLine((l) => (l + 1) % lines.length);
      },
      done ? PAUSE_MS : PER_CHARACTER_MS,
    );
    return () => clearTimeout(timer);
  }, [still, shown, graphemes.length, lines.length]);

  return (
    <p aria-hidden="true" className="min-h-[4.5em] text-2xl font-semibold text-brand-800 sm:min-h-[3em] sm:text-3xl" data-testid="typewriter">
      {still ? lines[line] : graphemes.slice(0, shown).join("")}
      <span className="ml-0.5 inline-block w-0.5 animate-pulse bg-brand-700 motion-reduce:hidden">&nbsp;</span>
    </p>
  );
}
