"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { sendFile } from "@/components/records/send-file";
import { apiRoutes } from "@/lib/routes";

/** A question's picture in the bank list (issue 21): add or replace it (JPEG, PNG or WebP, 5 MB), or remove it. */
export function PictureControl({ questionId, hasPicture }: { questionId: number; hasPicture: boolean }) {
  const t = useTranslations("questionBank.picture");
  const router = useRouter();
  const [state, setState] = useState<string | null>(null);
  const url = apiRoutes.questionImage(questionId);

  async function upload(file: File) {
    setState(t("uploading", { percent: 0 }));
    try {
      const { status, body } = await sendFile(`${url}?`, "POST", file, (percent) => setState(t("uploading", { percent })));
      const error = status === 413 ? "imageTooLarge" : String(body.error);
      setState(status === 201 ? null : t.has(`errors.${error}`) ? t(`errors.${error}`) : t("errors.failed"));
    } catch {
      setState(t("errors.failed"));
    }
    router.refresh();
  }

  async function remove() {
    const response = await fetch(url, { method: "DELETE" }).catch(() => null);
    setState(response?.ok ? null : t("errors.failed"));
    router.refresh();
  }

  const button = "inline-flex min-h-11 cursor-pointer items-center rounded-full border border-brand-700 px-3 text-sm font-semibold text-brand-800";
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <label className={button}>
        {hasPicture ? t("replace") : t("add")}
        <input type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" onChange={(event) => event.target.files?.[0] && void upload(event.target.files[0])} />
      </label>
      {hasPicture && (
        <button type="button" onClick={() => void remove()} className={button}>
          {t("remove")}
        </button>
      )}
      {state && (
        <span role="status" className="text-sm text-slate-700">
          {state}
        </span>
      )}
    </div>
  );
}
