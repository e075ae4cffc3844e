"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useCheckout } from "@/components/payments/checkout";
import { beginRegistration, confirmPayment } from "@/lib/payments/actions";
import { formResult, type FormResult } from "@/lib/actions/result";
import { apiRoutes } from "@/lib/routes";
import type { StudentInput } from "@/lib/students/schema";
import { RegistrationDone, type Outcome } from "./registration-done";
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
 * Signs the new student in with the password they have just chosen, through the same login as
 * everyone (its checks and limits), so "Go to Test Series" opens their papers. False if it fails:
 * the Test Series then asks them to log in.
 */
async function signInNewStudent(registerNo: string, password: string, locale: string): Promise<boolean> {
  try {
    const response = await fetch(apiRoutes.login, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ role: "STUDENT", username: registerNo, password, locale }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * /Student-Register (spec section 4): the form, then the fee's checkout, then the registration,
 * which the server makes only after verifying the payment. Ends with the details PDF downloading
 * and the success screen in place of the form, so nothing invites a second payment.
 */
export function RegisterForm({ brand }: { brand: string }) {
  const t = useTranslations("payment");
  const locale = useLocale();
  const { open, dialog } = useCheckout(brand);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

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
    if (!confirmed) {
      setOutcome({ pending: true });
      return { ok: false, message: "paidPending", fieldErrors: {} };
    }
    if (!confirmed.ok) return confirmed;
    download(confirmed.pdfUrl);
    const signedIn = await signInNewStudent(confirmed.registerNo, values.password, locale);
    setOutcome({ registerNo: confirmed.registerNo, pdfUrl: confirmed.pdfUrl, signedIn });
    return { ok: true, registerNo: confirmed.registerNo };
  }

  if (outcome) return <RegistrationDone {...outcome} />;
  return (
    <>
      <StudentForm submit={submit} submitLabel={t("submit")} busyLabel={t("busy")} />
      {dialog}
    </>
  );
}
