"use server";

import { headers } from "next/headers";
import { gatewayId, z } from "@/lib/zod";
import { invalid } from "@/lib/auth/form-result";
import { clientIp } from "@/lib/auth/request";
import { db } from "@/lib/db";
import { answer } from "@/lib/security/action";
import { registrationLimits, take } from "@/lib/security/rate-limit";
import { studentFields } from "@/lib/students/schema";
import { studentPdfPath, studentPdfToken } from "@/lib/students/pdf-link";
import { paymentGateway } from "./current";
import { confirmCheckout, startRegistration, type Checkout } from "./registration";

// The paid registration's two server actions (spec section 4). Messages are keys under
// "studentForm"; field errors keys under "auth.errors".

export type BeginResult = { ok: true; checkout: Checkout } | { ok: false; message?: string; fieldErrors?: Record<string, string> };
export type ConfirmResult = { ok: true; registerNo: string; pdfUrl: string } | { ok: false; message: string };

const fieldOf = { emailTaken: "email", phoneTaken: "phoneNumber", aadhaarTaken: "aadhaarNumber" } as const;

/** Step 1: the form is checked, clashes refused, and an order for the configured fee created. */
export async function beginRegistration(input: unknown): Promise<BeginResult> {
  return answer<BeginResult>("beginRegistration", async () => {
    const parsed = studentFields.safeParse(input);
    if (!parsed.success) return invalid(parsed.error) as BeginResult;
    const allowed = await take(db(), registrationLimits(clientIp(await headers()), parsed.data.email));
    if (!allowed.ok) return { ok: false, message: "tooManyAttempts" };
    const result = await startRegistration(db(), paymentGateway(), parsed.data);
    if (result.ok) return result;
    if (result.error === "orderFailed") return { ok: false, message: "orderFailed" };
    return { ok: false, message: result.error, fieldErrors: { [fieldOf[result.error]]: result.error } };
  });
}

const confirmation = z.object({
  orderId: gatewayId,
  paymentId: gatewayId,
  signature: z.string().max(200),
});

/** Step 2: the checkout's answer. Only a valid signature for a stored order registers anyone. */
export async function confirmPayment(input: unknown): Promise<ConfirmResult> {
  return answer<ConfirmResult>("confirmPayment", async () => {
    const parsed = confirmation.safeParse(input);
    if (!parsed.success) return { ok: false, message: "paymentFailed" };
    const completion = await confirmCheckout(db(), paymentGateway(), parsed.data);
    if (!completion.ok) {
      const message = { badSignature: "paymentFailed", unknownOrder: "paymentFailed", refundDue: "refundDue", paidAfterExpiry: "paidAfterExpiry", amountMismatch: "paidAfterExpiry" }[completion.reason];
      return { ok: false, message };
    }
    return { ok: true, registerNo: completion.registerNo, pdfUrl: studentPdfPath(completion.userId, studentPdfToken(completion.userId)) };
  });
}
