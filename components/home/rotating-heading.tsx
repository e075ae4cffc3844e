const SLOT_S = 3;
const FADE_S = 0.5;

/**
 * The home page's rotating line: one phrase every three seconds, crossfading, still (the first
 * phrase) when motion is reduced. CSS alone, no JavaScript: every phrase runs the same keyframes,
 * each started one slot later. The keyframes depend on the number of phrases, so they are written
 * here (the policy allows inline styles, lib/security/csp.ts). Screen readers get the phrases once,
 * as a list, instead of a line that changes under them.
 */
export function RotatingHeading({ phrases }: { phrases: string[] }) {
  const n = phrases.length;
  const cycle = n * SLOT_S;
  const at = (seconds: number) => `${((100 * seconds) / cycle).toFixed(3)}%`;
  const name = `rotating-phrase-${n}`;
  const css =
    n < 2
      ? ""
      : `@keyframes ${name}{0%,${at(SLOT_S - FADE_S)}{opacity:1}${at(SLOT_S)},${at(cycle - FADE_S)}{opacity:0}100%{opacity:1}}` +
        `@media (prefers-reduced-motion:no-preference){.${name}>span{animation:${name} ${cycle}s linear infinite}` +
        phrases.map((_, i) => (i ? `.${name}>span:nth-child(${i + 1}){animation-delay:${(i - n) * SLOT_S}s}` : "")).join("") +
        "}";
  return (
    // Every phrase takes the same box (a grid cell), so the line never changes height.
    <div className="mt-3 text-xl font-semibold text-accent-500 sm:text-2xl" data-testid="rotating-heading">
      {css && <style>{css}</style>}
      <div aria-hidden="true" className={`grid ${name}`}>
        {phrases.map((phrase, i) => (
          <span key={phrase} className={`col-start-1 row-start-1 ${i ? "opacity-0" : ""}`}>
            {phrase}
          </span>
        ))}
      </div>
      <ul className="sr-only">
        {phrases.map((phrase) => (
          <li key={phrase}>{phrase}</li>
        ))}
      </ul>
    </div>
  );
}
