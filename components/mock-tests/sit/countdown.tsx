"use client";

import { useEffect, useRef, useState } from "react";

const WARN_MS = 5 * 60_000;

function clock(ms: number) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const [h, m, sec] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const two = (n: number) => String(n).padStart(2, "0");
  return h ? `${h}:${two(m)}:${two(sec)}` : `${two(m)}:${two(sec)}`;
}

/**
 * The time left by the server's clock: `offset` is the server's time minus this device's, measured
 * when the page was made, so a phone whose clock is wrong still counts down to the real deadline.
 * Only this small component renders every second. Says so once when five minutes remain; calls
 * onEnd once at zero.
 */
export function Countdown({ deadline, offset, labels, onEnd }: { deadline: number; offset: number; labels: { timeLeft: string; fiveMinutes: string }; onEnd: () => void }) {
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
  const warn = ms <= WARN_MS;
  return (
    <div className={`rounded-lg px-3 py-1 text-center ${warn ? "bg-red-100 text-red-900" : "bg-slate-100 text-slate-900"}`}>
      <span className="block text-xs">{labels.timeLeft}</span>
      <span role="timer" suppressHydrationWarning className="font-mono text-lg font-bold tabular-nums">
        {clock(ms)}
      </span>
      <span className="block text-xs font-semibold" aria-live="assertive">
        {warn && ms > 0 ? labels.fiveMinutes : ""}
      </span>
    </div>
  );
}
