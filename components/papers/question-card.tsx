"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { inputClass } from "@/components/forms/field";
import { Form } from "@/components/forms/form";
import { formResult } from "@/lib/actions/result";
import { savePaperQuestionAction } from "@/lib/papers/actions";
import { paperLetters, type ParsedQuestion, type ParsedText, type Problem } from "@/lib/papers/types";
import type { SourceRegion } from "@/lib/papers/sources";
import { QuestionPictures, type CardPicture } from "./question-pictures";
import { SourceRegionView } from "./source-region";
import { SubjectTopic } from "@/components/questions/subject-topic";

/** The text a question was read from, for staff to compare. */
export type SourceText = string;

const empty: ParsedText = { stem: "", options: ["", "", "", ""], explanation: "" };

/** A language's fields as staff left them, or null when they left it all empty. */
function textFrom(data: FormData, lang: "ta" | "en"): ParsedText | null {
  const get = (name: string) => String(data.get(`${lang}.${name}`) ?? "").trim();
  const text = { stem: get("stem"), options: paperLetters.map((_, i) => get(`option${i}`)), explanation: get("explanation") };
  return text.stem || text.options.some(Boolean) || text.explanation ? text : null;
}

/** One parsed question on the review screen: its problems, the paper's text beside it, its fields and a Save (issue 35). */
export function QuestionCard(props: {
  paperId: number;
  index: number;
  question: ParsedQuestion;
  source: SourceText;
  regions: SourceRegion[];
  pictures: CardPicture[];
  disabled: boolean;
  lang: "ta" | "en";
}) {
  const { paperId, index, question, source, disabled } = props;
  const t = useTranslations("questionBank.paper");
  const [problems, setProblems] = useState<Problem[]>(question.problems);
  const [state, setState] = useState<"idle" | "busy" | "saved" | "failed">("idle");

  async function save(data: FormData) {
    setState("busy");
    const answer = String(data.get("answer") ?? "");
    // An empty subject leaves the question to the paper's subject and topic.
    const subject = String(data.get("subject") ?? "") || null;
    const edit = {
      index,
      ta: textFrom(data, "ta"),
      en: textFrom(data, "en"),
      answer: (paperLetters as readonly string[]).includes(answer) ? (answer as ParsedQuestion["answer"]) : null,
      subject,
      topic: subject ? String(data.get("topic") ?? "") || null : null,
    };
    const result = await savePaperQuestionAction(paperId, edit).then(formResult, () => null);
    if (result?.ok) setProblems(result.problems);
    setState(result?.ok ? "saved" : "failed");
  }

  const field = (lang: "ta" | "en", text: ParsedText) => (
    <fieldset key={lang} lang={lang} className="min-w-0 space-y-2">
      <legend className="text-sm font-bold text-brand-900">{lang === "ta" ? "தமிழ்" : "English"}</legend>
      <textarea
        name={`${lang}.stem`}
        defaultValue={text.stem}
        rows={3}
        aria-label={`${t("question", { number: question.number })} (${lang})`}
        className={`${inputClass} whitespace-pre-line`}
      />
      {paperLetters.map((letter, i) => (
        <label key={letter} className="flex items-center gap-2">
          <span className="w-5 font-bold">{letter}</span>
          <input name={`${lang}.option${i}`} defaultValue={text.options[i] ?? ""} className={inputClass} />
        </label>
      ))}
      <textarea name={`${lang}.explanation`} defaultValue={text.explanation} rows={2} className={inputClass} />
    </fieldset>
  );

  return (
    <article aria-labelledby={`paper-q-${index}`} className={`rounded-xl bg-white p-3 shadow-sm ring-1 ${problems.length ? "ring-amber-400" : "ring-slate-200"}`}>
      <h3 id={`paper-q-${index}`} className="font-bold text-brand-900">
        {t("question", { number: question.number })}
        {question.section && <span className="ml-2 text-sm font-normal text-slate-600">{question.section}</span>}
      </h3>
      {problems.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm text-amber-900">
          {problems.map((p, i) => (
            <li key={i}>{t(`problems.${p.code}`, { detail: p.detail ?? "" })}</li>
          ))}
        </ul>
      )}
      <details className="mt-2" open={problems.length > 0}>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand-800">{t("source")}</summary>
        <div className="space-y-2">
          {props.regions.map((region) => (
            <SourceRegionView key={`${region.page}:${region.y}`} region={region} alt={t("sourceRegion", { number: question.number, page: region.page })} />
          ))}
        </div>
        <p className="mt-2 whitespace-pre-line rounded bg-slate-50 p-2 text-sm text-slate-800">{source}</p>
      </details>
      <QuestionPictures paperId={paperId} index={index} number={question.number} pictures={props.pictures} disabled={disabled} />
      <Form action={save} className="mt-2 space-y-3">
        <fieldset disabled={disabled} className="grid min-w-0 gap-4 md:grid-cols-2">
          {field("ta", question.ta ?? empty)}
          {field("en", question.en ?? empty)}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <SubjectTopic
            lang={props.lang}
            labels={{ subject: t("questionSubject", { number: question.number }), topic: t("questionTopic", { number: question.number }) }}
            initial={{ subject: question.subject ?? null, topic: question.topic ?? null }}
            inherit={t("paperSubject")}
            disabled={disabled}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <select name="answer" defaultValue={question.answer ?? ""} aria-label={t("answer", { number: question.number })} className={`${inputClass} w-24`} disabled={disabled}>
            <option value="">—</option>
            {paperLetters.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
          <button type="submit" disabled={disabled || state === "busy"} className="min-h-11 rounded-full border border-brand-700 px-4 font-semibold text-brand-800 disabled:opacity-50">
            {t("saveQuestion")}
          </button>
          {state === "saved" && (
            <span role="status" className="text-sm text-green-800">
              {t("savedQuestion")}
            </span>
          )}
          {state === "failed" && (
            <span role="alert" className="text-sm text-red-800">
              {t("errors.failed")}
            </span>
          )}
        </div>
      </Form>
    </article>
  );
}
