"use client";

import { useState } from "react";
import { inputClass } from "@/components/forms/field";
import { subjectKeys, subjects, type SubjectKey } from "@/lib/exams/syllabus";

/**
 * A subject and one of its topics (lib/exams/syllabus.ts), the topics following the subject chosen:
 * the paper's settings on the review, and each question's own (issue 35), where the first choice,
 * `inherit`, leaves the question to the paper's. Submitted as `subject` and `topic`.
 */
export function SubjectTopic({
  lang,
  labels,
  initial,
  inherit,
  disabled,
}: {
  lang: "ta" | "en";
  labels: { subject: string; topic: string };
  initial: { subject: string | null; topic: string | null };
  /** The words of the empty choice (the paper's subject); without it a subject must be chosen. */
  inherit?: string;
  disabled?: boolean;
}) {
  const known = (s: string | null): s is SubjectKey => s !== null && s in subjects;
  const [subject, setSubject] = useState<SubjectKey | "">(known(initial.subject) ? initial.subject : inherit ? "" : "history");
  const topics: Record<string, { ta: string; en: string }> = subject ? subjects[subject].topics : {};
  return (
    <>
      <select name="subject" aria-label={labels.subject} value={subject} onChange={(e) => setSubject(e.target.value as SubjectKey | "")} disabled={disabled} className={inputClass}>
        {inherit && <option value="">{inherit}</option>}
        {subjectKeys.map((k) => (
          <option key={k} value={k}>
            {subjects[k][lang]}
          </option>
        ))}
      </select>
      {subject && (
        <select key={subject} name="topic" aria-label={labels.topic} defaultValue={initial.topic ?? undefined} disabled={disabled} className={inputClass}>
          {Object.keys(topics).map((k) => (
            <option key={k} value={k}>
              {topics[k][lang]}
            </option>
          ))}
        </select>
      )}
    </>
  );
}
