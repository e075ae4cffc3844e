// Pure helpers of a student's result page (issue 18): marks as people read them, register numbers
// as the top ten shows them, and the length of an objection's reason. Pure, so unit tests and both
// the server page and the browser form use the same ones.

/** Hundredths of a mark as a number to show: 150 → "1.5", 33 → "0.33", -50 → "-0.5", 300 → "3". */
export function formatMarks(hundredths: number): string {
  const sign = hundredths < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(hundredths) / 100);
  const cents = Math.abs(hundredths) % 100;
  if (cents === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(cents).padStart(2, "0").replace(/0$/, "")}`;
}

/**
 * A register number as the top ten shows it: the first four and last two characters, the rest
 * hidden ("VP2026-00042" → "VP20•••42"), so classmates recognise a name without learning the
 * number that signs a student in. Short numbers keep only their last two.
 */
export function maskRegisterNo(registerNo: string): string {
  const chars = [...registerNo.trim()];
  if (chars.length <= 6) return `•••${chars.slice(-2).join("")}`;
  return `${chars.slice(0, 4).join("")}•••${chars.slice(-2).join("")}`;
}

/** How long an objection's reason may be, in characters (the form counts as the server does). */
export const reasonLength = { min: 10, max: 1000 } as const;

/** The id of a question's row in the result page's review: what the page's other cards link to. */
export const reviewRowId = (question: number) => `review-${question}`;
