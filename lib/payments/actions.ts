"use server";

import { headers } from "next/headers";
import { action, refuse, rejectFields } from "@/lib/actions/builder";
import { clashField } from "@/lib/actions/result";
import { clientIp } from "@/lib/auth/request";
import { registrationLimits, take } from "@/lib/security/rate-limit";
import { studentFields } from "@/lib/students/schema";
import { studentPdfPath, studentPdfToken } from "@/lib/students/pdf-link";
import { gatewayId, z } from "@/lib/zod";
import { paymentGateway } from "./current";
import { confirmCheckout, startRegistration } from "./registration";

// The paid registration's two server actions (spec section 4), open to anyone. Messages are keys
// under "studentForm".

/** Step 1: the form is checked, clashes refused, and an order for the configured fee created. */
export const beginRegistration = action("beginRegistration", "anyone")
  .inputSchema(studentFields)
  .action(async ({ parsedInput, ctx }) => {
    if (!(await take(ctx.db, registrationLimits(clientIp(await headers()), parsedInput.email))).ok) refuse("tooManyAttempts");
    const result = await startRegistration(ctx.db, paymentGateway(), parsedInput);
    if (result.ok) return { checkout: result.checkout };
    if (result.error === "orderFailed") refuse("orderFailed");
    rejectFields(studentFields, { [clashField[result.error]]: result.error }, result.error);
  });

// The checkout's answer comes from the gateway, not from a person: anything malformed is a failed
// payment for the form (paymentFailed), not field errors it has no fields for.
const confirmation = z
  .object({ orderId: gatewayId, paymentId: gatewayId, signature: z.string().max(200) })
  .nullable()
  .catch(null);

const failure = { badSignature: "paymentFailed", unknownOrder: "paymentFailed", refundDue: "refundDue", paidAfterExpiry: "paidAfterExpiry", amountMismatch: "paidAfterExpiry" } as const;

/** Step 2: the checkout's answer. Only a valid signature for a stored order registers anyone. */
export const confirmPayment = action("confirmPayment", "anyone")
  .inputSchema(confirmation)
  .action(async ({ parsedInput, ctx }) => {
    if (!parsedInput) refuse("paymentFailed");
    const completion = await confirmCheckout(ctx.db, paymentGateway(), parsedInput);
    if (!completion.ok) refuse(failure[completion.reason]);
    return { registerNo: completion.registerNo, pdfUrl: studentPdfPath(completion.userId, studentPdfToken(completion.userId)) };
  });
