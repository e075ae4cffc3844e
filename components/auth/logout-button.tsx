"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { skipPopupThisSession } from "@/components/home/popup-storage";
import { getPathname } from "@/lib/i18n/navigation";
import { apiRoutes, publicRoutes } from "@/lib/routes";

const LOGOUT_DELAY_MS = 2000;

/**
 * The spec's logout: confirm, then "Logging out..." for two seconds, then home. The session ends
 * through a route handler (lib/auth/http.ts says why not an action), and nothing else of the site
 * shows in between: not the login form, not the home page's admission popup.
 */
export function LogoutButton({ className }: { className?: string }) {
  const t = useTranslations("logout");
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<"asking" | "leaving" | "failed">("asking");

  async function confirm() {
    setState("leaving");
    const [ended] = await Promise.all([
      fetch(apiRoutes.logout, { method: "POST" }).then(
        (response) => response.ok,
        () => false,
      ),
      new Promise((resolve) => setTimeout(resolve, LOGOUT_DELAY_MS)),
    ]);
    // Still signed in: going home would only look like a logout (on a shared phone, too).
    if (!ended) return setState("failed");
    skipPopupThisSession();
    // A full load, so nothing of the signed-in pages stays in the client cache; replace, so Back
    // does not return to them.
    window.location.replace(getPathname({ href: publicRoutes.home, locale }));
  }

  return (
    <>
      <button type="button" className={className} onClick={() => dialog.current?.showModal()}>
        {t("button")}
      </button>
      <dialog ref={dialog} aria-labelledby="logout-title" className="m-auto w-[min(90vw,24rem)] rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50">
        <h2 id="logout-title" className="text-lg font-bold text-slate-900">
          {t("confirmTitle")}
        </h2>
        <p className="mt-2 text-slate-700">{t("confirmText")}</p>
        {state === "leaving" ? (
          <p role="status" className="mt-6 font-semibold text-brand-700">
            {t("progress")}
          </p>
        ) : (
          <>
            {state === "failed" && (
              <p role="alert" className="mt-4 text-sm font-semibold text-red-700">
                {t("failed")}
              </p>
            )}
            <div className="mt-6 flex justify-end gap-3">
              <button type="button" onClick={() => dialog.current?.close()} className="rounded-full border border-slate-300 px-4 py-2 font-semibold">
                {t("cancel")}
              </button>
              <button type="button" onClick={confirm} className="rounded-full bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700">
                {t("confirm")}
              </button>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
