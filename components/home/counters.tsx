"use client";

import { useEffect, useRef, useState } from "react";
import { useReducedMotion } from "./use-reduced-motion";

export interface Counter {
  value: number;
  label: string;
  /** How long the count-up takes (spec: 2 s, 9 s and 7 s). */
  durationMs: number;
}

/** Counts up from zero once the counters scroll into view; the page is rendered with the final figures. */
export function Counters({ items }: { items: Counter[] }) {
  const box = useRef<HTMLUListElement>(null);
  const still = useReducedMotion();
  const [started, setStarted] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (still || !box.current) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry.isIntersecting) return;
      observer.disconnect();
      setStarted(performance.now());
    });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [still]);

  useEffect(() => {
    if (started === null) return;
    const longest = Math.max(...items.map((i) => i.durationMs));
    let frame = requestAnimationFrame(function tick(time) {
      setNow(time);
      if (time - started < longest) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [started, items]);

  const shown = (item: Counter) => {
    if (started === null) return item.value;
    const progress = Math.min(1, Math.max(0, (now - started) / item.durationMs));
    return Math.round(item.value * (1 - (1 - progress) ** 3));
  };
  return (
    <ul ref={box} className="mt-8 grid grid-cols-3 gap-3 text-center">
      {items.map((item) => (
        <li key={item.label} className="rounded-xl bg-white/10 px-2 py-3">
          {/* The figure's width is reserved, so counting never moves the layout. */}
          <span className="block text-3xl font-bold tabular-nums sm:text-4xl" style={{ minWidth: `${String(item.value).length + 1}ch` }}>
            {shown(item)}+
          </span>
          <span className="mt-1 block text-sm text-brand-100">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
