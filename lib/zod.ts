import { z } from "zod";
import { MAX_ID } from "@/lib/db/id";

// Pages forbid eval (Content-Security-Policy). Left alone, zod probes `new Function` once to decide
// whether to compile its parsers, and the browser reports that probe as a policy violation
// (Lighthouse counts it against best practices). Its plain parsers need no eval.
z.config({ jitless: true });

export { z };

/** A row's id sent by a form or an action's arguments: a whole number a PostgreSQL integer column can hold. */
export const idField = z.number().int().min(1).max(MAX_ID);

/**
 * Bidirectional controls (U+202A–202E, U+2066–2069) reverse the text after them on screen, so a
 * stored question or reason could show "A" where it says "B" (issue 32): stored text never keeps them.
 */
export const withoutBidiControls = (value: string) => value.replace(/[\u202A-\u202E\u2066-\u2069]/g, "");

/**
 * What a person types into a form's text field: without bidirectional controls, trimmed, required,
 * bounded, and without NUL, which PostgreSQL cannot store in text (the write would fail as a 500).
 * Messages are keys under "form.errors".
 */
export const textField = (max: number) =>
  z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, "required")
    .max(max, "tooLong")
    .refine((value) => !value.includes("\u0000"), "invalidCharacters");

/** A payment gateway's order or payment id (Razorpay's order_…, pay_…; the test gateway's alike): nothing else reaches a query. */
export const gatewayId = z.string().regex(/^[\w-]{1,100}$/);

/** Blood groups as the forms show them (staff and students). */
export const bloodGroups = ["A+", "A-", "B+", "B-", "AB+", "AB-", "O+", "O-"] as const;

/** The database's names for the blood groups of the forms. */
export const bloodGroupValue = {
  "A+": "A_POS",
  "A-": "A_NEG",
  "B+": "B_POS",
  "B-": "B_NEG",
  "AB+": "AB_POS",
  "AB-": "AB_NEG",
  "O+": "O_POS",
  "O-": "O_NEG",
} as const satisfies Record<(typeof bloodGroups)[number], string>;
export type BloodGroupValue = (typeof bloodGroupValue)[keyof typeof bloodGroupValue];

export function bloodGroupLabel(value: BloodGroupValue): (typeof bloodGroups)[number] {
  return (Object.keys(bloodGroupValue) as (typeof bloodGroups)[number][]).find((label) => bloodGroupValue[label] === value)!;
}
