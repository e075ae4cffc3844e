export interface Counter {
  value: number;
  label: string;
  /** How long the count-up takes (spec: 2 s, 9 s and 7 s). */
  durationMs: number;
}

/**
 * The home page's figures, counting up from zero as the page opens. The counting is CSS alone
 * (an animated integer property shown through a CSS counter, see .count-up in globals.css): no
 * JavaScript runs for it, and with reduced motion the final figure simply stands. Screen readers
 * hear the final figure once.
 */
export function Counters({ items }: { items: Counter[] }) {
  return (
    <ul className="mt-8 grid grid-cols-3 gap-3 text-center">
      {items.map((item) => (
        <li key={item.label} className="rounded-xl bg-white/10 px-2 py-3">
          {/* The figure's width is reserved, so counting never moves the layout. */}
          <span
            aria-hidden="true"
            data-testid="counter"
            className="count-up block text-3xl font-bold tabular-nums sm:text-4xl"
            style={{ "--n": item.value, "--count-ms": `${item.durationMs}ms`, minWidth: `${String(item.value).length + 1}ch` } as React.CSSProperties}
          />
          <span className="sr-only">{item.value}+</span>
          <span className="mt-1 block text-sm text-brand-100">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
