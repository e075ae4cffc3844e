"use client";

import { useTranslations } from "next-intl";
import { useCheckout } from "@/components/payments/checkout";
import { beginRegistration, confirmPayment } from "@/lib/payments/actions";
import type { StudentFormResult } from "@/lib/students/actions";
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

/**
 * /Student-Register (spec section 4): the form, then the fee's checkout, then the registration,
 * which the server makes only after verifying the payment. Ends with the details PDF downloading.
 */
export function RegisterForm({ brand }: { brand: string }) {
  const t = useTranslations("payment");
  const { open, dialog } = useCheckout(brand);

  async function submit(values: unknown, progress: (text: string) => void): Promise<StudentFormResult> {
    progress(t("starting"));
    const begun = await beginRegistration(values);
    if (!begun.ok) return begun;
    progress(t("waiting"));
    const answer = await open(begun.checkout);
    if (!answer.ok) return { ok: false, message: failure[answer.reason] };
    progress(t("paid"));
    const confirmed = await confirmPayment({ orderId: answer.orderId, paymentId: answer.paymentId, signature: answer.signature });
    if (!confirmed.ok) return { ok: false, message: confirmed.message };
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
