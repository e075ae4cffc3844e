"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { formResult } from "@/lib/actions/result";
import { removePaperPictureAction } from "@/lib/papers/actions";
import { apiRoutes } from "@/lib/routes";

/** A picture the reader gave a question: its index among the paper's kept pictures, and its stored file. */
export interface CardPicture {
  index: number;
  fileId: number;
}

/**
 * The pictures a reader found in a question (issue 35), as the question will show them, each with
 * a Remove for one the reader gave the wrong question or one too many (a bank question keeps one).
 * Served by /api/files to staff only while the paper is under review (lib/files/queries.ts).
 */
export function QuestionPictures({ paperId, index, number, pictures, disabled }: { paperId: number; index: number; number: number; pictures: CardPicture[]; disabled: boolean }) {
  const t = useTranslations("questionBank.paper");
  const [shown, setShown] = useState(pictures);
  const [failed, setFailed] = useState(false);
  if (!shown.length) return null;

  async function remove(picture: number) {
    const result = await removePaperPictureAction(paperId, { index, picture }).then(formResult, () => null);
    setFailed(!result?.ok);
    if (result?.ok) setShown(shown.filter((p) => result.pictures.includes(p.index)));
  }

  return (
    <div className="mt-2 space-y-2">
      {shown.map((p) => (
        <figure key={p.index} className="space-y-1">
          {/* eslint-disable-next-line @next/next/no-img-element -- re-encoded when read (at most 1200 px), served by /api/files to staff */}
          <img src={apiRoutes.file(p.fileId)} alt={t("picture", { number })} className="h-auto max-h-80 max-w-full rounded-lg border border-slate-200 bg-white" />
          <button
            type="button"
            disabled={disabled}
            onClick={() => void remove(p.index)}
            className="min-h-11 rounded-full border border-red-700 px-4 text-sm font-semibold text-red-800 disabled:opacity-50"
          >
            {t("removePicture")}
          </button>
        </figure>
      ))}
      {shown.length > 1 && <p className="text-sm text-amber-900">{t("onePicture")}</p>}
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {t("errors.failed")}
        </p>
      )}
    </div>
  );
}
