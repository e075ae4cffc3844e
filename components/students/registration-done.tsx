"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { PdfIcon } from "@/components/ui/pdf-icon";
import { getPathname } from "@/lib/i18n/navigation";
import { portalRoutes } from "@/lib/routes";

export interface Registered {
  registerNo: string;
  /** The details PDF, by the short-lived link the confirmation handed out (lib/students/pdf-link.ts). */
  pdfUrl: string;
  /** Whether the new account is signed in on this device already. */
  signedIn: boolean;
}

/** Paid, but the confirmation never reached the server: the webhook or the reconciler registers the student. */
export type Outcome = Registered | { pending: true };

/**
 * What a student sees once paid and registered, in place of the form: the register number, the
 * details PDF and the way into the Test Series. Brought into view with focus on its heading,
 * because the form it replaces was several screens long.
 */
export function RegistrationDone(outcome: Outcome) {
  const t = useTranslations("payment");
  const portal = useTranslations("portal");
  const form = useTranslations("studentForm");
  const locale = useLocale();
  const pending = "pending" in outcome;
  const id = useId();
  const box = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section ref={box} aria-labelledby={id} className="space-y-4 rounded-xl border border-green-200 bg-green-50 p-5 text-center text-slate-800">
      <h2 ref={heading} id={id} tabIndex={-1} className="text-xl font-bold text-green-900 focus:outline-none">
        {t(pending ? "paidTitle" : "doneTitle")}
      </h2>
      {pending ? (
        <p className="text-sm">{form("paidPending")}</p>
      ) : (
        <>
          <div>
            <p className="text-sm font-semibold">{t("doneNumber")}</p>
            <p className="mt-1 select-all text-2xl font-bold tracking-wide text-brand-900 tabular-nums">{outcome.registerNo}</p>
          </div>
          <p className="text-sm">
            {t("doneKeep")} {outcome.signedIn && t("doneSignedIn")}
          </p>
        </>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        {!pending && (
          <a href={outcome.pdfUrl} download className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-white px-5 font-semibold text-brand-800 ring-1 ring-slate-300">
            <PdfIcon />
            {portal("myDetails")}
          </a>
        )}
        {/* A full load: the portal renders with the session the sign-in just set (or sends to the login without one). */}
        <a
          href={getPathname({ href: portalRoutes.testSeries, locale })}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
        >
          {t("doneTestSeries")}
        </a>
      </div>
    </section>
  );
}
