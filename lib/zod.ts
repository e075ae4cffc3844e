import { z } from "zod";

// Pages forbid eval (Content-Security-Policy). Left alone, zod probes `new Function` once to decide
// whether to compile its parsers, and the browser reports that probe as a policy violation
// (Lighthouse counts it against best practices). Its plain parsers need no eval.
z.config({ jitless: true });

export { z };

/**
 * What a person types into a form's text field: trimmed, required, bounded, and without NUL, which
 * PostgreSQL cannot store in text (the write would fail as a 500). Messages are keys under "auth.errors".
 */
export const textField = (max: number) =>
  z.string().trim().min(1, "required").max(max, "tooLong").refine((value) => !value.includes("\u0000"), "invalidCharacters");

/** A payment gateway's order or payment id (Razorpay's order_…, pay_…; the test gateway's alike): nothing else reaches a query. */
export const gatewayId = z.string().regex(/^[\w-]{1,100}$/);
