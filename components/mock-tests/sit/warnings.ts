// The countdown's warnings (issue 34): at 10 and at 5 minutes left by the server's clock, each only
// when the sitting is longer than that, so a 3-minute test never says "5 minutes left" from its start.

export const WARN_AT_MINUTES = [10, 5] as const;

/** The warning due with `leftMs` of a sitting of `lengthMs` left: the minutes it names, or null. */
export function warningDue(leftMs: number, lengthMs: number): (typeof WARN_AT_MINUTES)[number] | null {
  if (leftMs <= 0) return null;
  let due: (typeof WARN_AT_MINUTES)[number] | null = null;
  for (const minutes of WARN_AT_MINUTES) if (lengthMs > minutes * 60_000 && leftMs <= minutes * 60_000) due = minutes;
  return due;
}
