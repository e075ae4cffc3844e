/** The institute's logo. An SVG, so a plain image: next/image would not optimise it anyway. */
export function Logo({ size, priority = false }: { size: number; priority?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG: next/image would not optimise it (see above)
    <img src="/logo.svg" alt="" width={size} height={size} fetchPriority={priority ? "high" : "auto"} className="shrink-0" style={{ width: size, height: size }} />
  );
}
