"use client";

import { useTranslations } from "next-intl";
import { authRoutes } from "@/lib/routes";
import { NextStep } from "./next-step";

/** The account exists: it signs in at Admin Login. An admin adding admins may add another. */
export function AdminCreated({ username, onAnother }: { username: string; onAnother?: () => void }) {
  const t = useTranslations("auth");
  return (
    <NextStep tone="success" text={t("adminCreated", { username })} href={authRoutes.adminLogin} label={t("adminTitle")}>
      {onAnother && (
        <button type="button" onClick={onAnother} className="w-full rounded-full border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50">
          {t("addAnotherAdmin")}
        </button>
      )}
    </NextStep>
  );
}
