"use client";

import { useEffect, useState } from "react";
import { useReducedMotion } from "./use-reduced-motion";

const EVERY_MS = 3000;

/** The home page's rotating line: one phrase every three seconds, still when motion is reduced. */
export function RotatingHeading({ phrases }: { phrases: string[] }) {
  const [index, setIndex] = useState(0);
  const still = useReducedMotion();
  useEffect(() => {
    if (still) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % phrases.length), EVERY_MS);
    return () => clearInterval(timer);
  }, [still, phrases.length]);
  return (
    // Every phrase takes the same box (a grid cell), so the line never changes height.
    <p className="mt-3 grid text-xl font-semibold text-accent-500 sm:text-2xl" data-testid="rotating-heading">
      {phrases.map((phrase, i) => (
        <span
          key={phrase}
          aria-hidden={i !== index}
          className={`col-start-1 row-start-1 transition-opacity duration-500 motion-reduce:transition-none ${i === index ? "opacity-100" : "opacity-0"}`}
        >
          {phrase}
        </span>
      ))}
    </p>
  );
}
