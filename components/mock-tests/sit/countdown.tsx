"use client";

import { memo, useEffect, useRef, useState } from "react";
import { warningDue } from "./warnings";

function clock(ms: number) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const [h, m, sec] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const two = (n: number) => String(n).padStart(2, "0");
  return h ? `${h}:${two(m)}:${two(sec)}` : `${two(m)}:${two(sec)}`;
}

/**
 * The time left by the server's clock: `offset` is the server's time minus this device's, measured
 * when the page was made, so a phone whose clock is wrong still counts down to the real deadline.
 * Only this small component renders every second. Warns at 10 and 5 minutes left when the sitting
 * (`lengthMs`) is longer than that (./warnings.ts); calls onEnd once at zero. Memoised: the
 * sheet's renders (a mark, its save) do not reach it.
 */
export const Countdown = memo(function Countdown({
  deadline,
  offset,
  lengthMs,
  labels,
  onEnd,
}: {
  deadline: number;
  offset: number;
  lengthMs: number;
  /** `minutesLeft` holds {minutes}. */
  labels: { timeLeft: string; minutesLeft: string };
  onEnd: () => void;
}) {
  const left = () => deadline - (Date.now() + offset);
  const [ms, setMs] = useState(left);
  const ended = useRef(false);
  useEffect(() => {
    const tick = () => {
      const now = deadline - (Date.now() + offset);
      setMs(now);
      if (now <= 0 && !ended.current) {
        ended.current = true;
        onEnd();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, offset, onEnd]);
  const warning = warningDue(ms, lengthMs);
  const warn = warning !== null || ms <= 0;
  return (
    <div className={`rounded-lg px-3 py-1 text-center ${warn ? "bg-red-100 text-red-900" : "bg-slate-100 text-slate-900"}`}>
      <span className="block text-xs">{labels.timeLeft}</span>
      <span role="timer" suppressHydrationWarning className="font-mono text-lg font-bold tabular-nums">
        {clock(ms)}
      </span>
      <span className="block text-xs font-semibold" aria-live="assertive">
        {warning === null ? "" : labels.minutesLeft.replace("{minutes}", String(warning))}
      </span>
    </div>
  );
});
