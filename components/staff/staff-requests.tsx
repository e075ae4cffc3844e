"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialogs";
import { useRowAction } from "@/components/ui/use-row-action";
import { decideStaffRequestAction } from "@/lib/staff/actions";
import type { StaffRequest } from "@/lib/staff/queries";

/**
 * Staff sign-ups waiting for an admin, above Staff-View's table: one card each (a handful at
 * most, so cards read well on a phone) with Approve, and Reject behind a confirmation.
 */
export function StaffRequests({ requests }: { requests: StaffRequest[] }) {
  const t = useTranslations("staff");
  const r = useTranslations("records");
  const format = useFormatter();
  const { busy, run, dialog } = useRowAction("staff");
  const [rejecting, setRejecting] = useState<StaffRequest | null>(null);

  async function decide(request: StaffRequest, approve: boolean) {
    const done = () => ({ title: approve ? t("approvedTitle") : t("rejectedTitle"), text: t(approve ? "approvedText" : "rejectedText", { name: request.username }) });
    await run(request.id, () => decideStaffRequestAction(request.id, approve), done, "decideFailed");
    setRejecting(null);
  }

  // The last request decided empties the list, but the refusal dialog stays mounted with the
  // page (a success is said in the console's message, above every page).
  if (requests.length === 0) return dialog;
  return (
    <section aria-labelledby="staff-requests" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="staff-requests" className="text-lg font-bold text-brand-900">
        {t("requestsTitle", { count: requests.length })}
      </h2>
      <p className="mb-3 text-sm text-slate-700">{t("requestsIntro")}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {requests.map((request) => (
          <li key={request.id} className="rounded-xl bg-white p-4 shadow-sm">
            <p className="font-semibold">{request.username}</p>
            <p className="text-sm text-slate-700">
              {request.designation} · {request.department}
            </p>
            <p className="break-all text-sm text-slate-700">
              {request.email} · {request.phoneNumber}
            </p>
            <p className="text-xs text-slate-600">{t("requestedOn", { date: format.dateTime(new Date(request.requestedAt), { dateStyle: "medium", timeStyle: "short" }) })}</p>
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                disabled={busy === request.id}
                onClick={() => decide(request, true)}
                aria-label={`${t("approve")}: ${request.username}`}
                className="min-h-11 flex-1 rounded-full bg-green-700 px-4 font-semibold text-white disabled:opacity-60"
              >
                {t("approve")}
              </button>
              <button
                type="button"
                disabled={busy === request.id}
                onClick={() => setRejecting(request)}
                aria-label={`${t("reject")}: ${request.username}`}
                className="min-h-11 flex-1 rounded-full border border-red-700 px-4 font-semibold text-red-800 disabled:opacity-60"
              >
                {t("reject")}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={!!rejecting}
        busy={busy !== null}
        labels={{
          title: r("confirmTitle"),
          text: t("rejectConfirm", { name: rejecting?.username ?? "" }),
          confirm: t("reject"),
          busy: t("rejecting"),
          cancel: r("cancel"),
          close: r("close"),
        }}
        onCancel={() => setRejecting(null)}
        onConfirm={() => rejecting && decide(rejecting, false)}
      />
      {dialog}
    </section>
  );
}
