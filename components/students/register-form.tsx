"use client";

import { useTranslations } from "next-intl";
import { useCheckout } from "@/components/payments/checkout";
import { beginRegistration, confirmPayment } from "@/lib/payments/actions";
import { formResult, type FormResult } from "@/lib/actions/result";
import type { StudentInput } from "@/lib/students/schema";
import { StudentForm } from "./student-form";

const failure = { cancelled: "paymentCancelled", failed: "paymentFailed", sdkMissing: "sdkMissing" } as const;

/** Starts the browser's download of the student's details PDF. */
function download(url: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** After paying, a lost connection must not look like a failed payment: the confirmation is tried again. */
async function confirmWithRetries(answer: { orderId: string; paymentId: string; signature: string }) {
  for (const wait of [0, 2000, 5000]) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      const result = formResult(await confirmPayment(answer));
      // "unexpected" is the server's own trouble (lib/actions/builder.ts): try again, like a lost connection.
      if (result.ok || result.message !== "unexpected") return result;
    } catch {
      // network or server trouble: try again
    }
  }
  return null;
}

/**
 * /Student-Register (spec section 4): the form, then the fee's checkout, then the registration,
 * which the server makes only after verifying the payment. Ends with the details PDF downloading.
 */
export function RegisterForm({ brand }: { brand: string }) {
  const t = useTranslations("payment");
  const { open, dialog } = useCheckout(brand);

  async function submit(values: StudentInput, progress: (text: string) => void): Promise<FormResult<{ registerNo: string }>> {
    progress(t("starting"));
    const begun = formResult(await beginRegistration(values));
    if (!begun.ok) return begun;
    progress(t("waiting"));
    const answer = await open(begun.checkout);
    if (!answer.ok) return { ok: false, message: failure[answer.reason], fieldErrors: {} };
    progress(t("paid"));
    const confirmed = await confirmWithRetries({ orderId: answer.orderId, paymentId: answer.paymentId, signature: answer.signature });
    // Paid, but the server could not be reached: the webhook finishes the registration; never invite a second payment.
    if (!confirmed) return { ok: false, message: "paidPending", fieldErrors: {} };
    if (!confirmed.ok) return confirmed;
    download(confirmed.pdfUrl);
    return { ok: true, registerNo: confirmed.registerNo };
  }

  return (
    <>
      <StudentForm submit={submit} submitLabel={t("submit")} busyLabel={t("busy")} successText={(registerNo) => t("registered", { registerNo })} />
      {dialog}
    </>
  );
}
