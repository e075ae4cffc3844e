"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { getPathname } from "@/lib/i18n/navigation";
import { publicRoutes } from "@/lib/routes";

const LOGOUT_DELAY_MS = 2000;

/**
 * The spec's logout: confirm, then "Logging out..." for two seconds, then home.
 * `signOut` is the server action that ends the session; it runs before the wait.
 */
export function LogoutButton({ signOut, className }: { signOut: () => Promise<unknown>; className?: string }) {
  const t = useTranslations("logout");
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const [leaving, setLeaving] = useState(false);

  async function confirm() {
    setLeaving(true);
    await Promise.all([signOut(), new Promise((resolve) => setTimeout(resolve, LOGOUT_DELAY_MS))]);
    // A full load, so nothing of the signed-in pages stays in the client cache.
    window.location.assign(getPathname({ href: publicRoutes.home, locale }));
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
        {leaving ? (
          <p role="status" className="mt-6 font-semibold text-brand-700">
            {t("progress")}
          </p>
        ) : (
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" onClick={() => dialog.current?.close()} className="rounded-full border border-slate-300 px-4 py-2 font-semibold">
              {t("cancel")}
            </button>
            <button type="button" onClick={confirm} className="rounded-full bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700">
              {t("confirm")}
            </button>
          </div>
        )}
      </dialog>
    </>
  );
}
