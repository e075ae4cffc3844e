"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { formResult } from "@/lib/actions/result";
import { moveToPoolAction } from "@/lib/questions/actions";
import type { Pool } from "@/lib/questions/schema";

/**
 * A question's pool in the bank list (issue 32), how often students have seen it answered, and the
 * button that moves it to the other pool. The list shows the stored pool again after the move.
 */
export function PoolControl({ questionId, pool, exposures }: { questionId: number; pool: Pool; exposures: number }) {
  const t = useTranslations("questionBank.pool");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const other: Pool = pool === "RESERVED" ? "PRACTICE" : "RESERVED";

  async function move() {
    setBusy(true);
    const result = await moveToPoolAction({ ids: [questionId], pool: other }).then(
      (answer) => formResult(answer),
      () => null,
    );
    setFailed(!result?.ok);
    setBusy(false);
    router.refresh();
  }

  return (
    <div className="space-y-1">
      <p className={`inline-block rounded px-1.5 text-sm font-semibold ${pool === "RESERVED" ? "bg-amber-100 text-amber-900" : "bg-green-100 text-green-900"}`}>{t(pool)}</p>
      <p className="text-sm text-slate-700">{t("exposures", { count: exposures })}</p>
      <button
        type="button"
        disabled={busy}
        onClick={() => void move()}
        className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-3 text-sm font-semibold text-brand-800 disabled:opacity-50"
      >
        {t(`moveTo.${other}`)}
      </button>
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {t("failed")}
        </p>
      )}
    </div>
  );
}
