"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { skipPopupThisSession } from "@/components/home/popup-storage";
import { forgetSheets } from "@/components/offline/service-worker";
import { ConfirmDialog } from "@/components/ui/dialogs";
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
  const [state, setState] = useState<"closed" | "asking" | "leaving" | "failed">("closed");

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
    await forgetSheets();
    // A full load, so nothing of the signed-in pages stays in the client cache; replace, so Back
    // does not return to them.
    window.location.replace(getPathname({ href: publicRoutes.home, locale }));
  }

  return (
    <>
      <button type="button" className={className} onClick={() => setState("asking")}>
        {t("button")}
      </button>
      <ConfirmDialog
        open={state !== "closed"}
        busy={state === "leaving"}
        labels={{
          title: t("confirmTitle"),
          text: t(state === "failed" ? "failed" : "confirmText"),
          confirm: t("confirm"),
          busy: t("progress"),
          cancel: t("cancel"),
          close: t("close"),
        }}
        onCancel={() => setState("closed")}
        onConfirm={confirm}
      />
    </>
  );
}
