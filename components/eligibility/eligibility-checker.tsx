"use client";

import { Form } from "@/components/forms/form";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Field, inputClass, SelectField } from "@/components/forms/field";
import { checkEligibility, type Candidate, type Gender, type Verdict } from "@/lib/exams/eligibility";
import { exams, qualifications, type Community, type ExamKey, type Qualification } from "@/lib/exams/rules";
import { Link } from "@/lib/i18n/navigation";
import { communities } from "@/lib/students/communities";

type Draft = Omit<Candidate, "community" | "qualification"> & { community: Community | ""; qualification: Qualification | "" };

/** The eligibility checker: the candidate's details in, one verdict per exam of the site out. */
export function EligibilityChecker({ thisYear }: { thisYear: number }) {
  const t = useTranslations("eligibility");
  const format = useFormatter();
  // Read after the first render, so the page itself stays prerendered.
  const [highlighted, setHighlighted] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- deliberate: window is only read after hydration
  useEffect(() => setHighlighted(new URLSearchParams(window.location.search).get("exam")), []);
  const [draft, setDraft] = useState<Draft>({
    dob: "",
    community: "",
    gender: "male",
    destituteWidow: false,
    exServiceman: false,
    departmental: false,
    qualification: "",
    year: thisYear,
  });
  const [errors, setErrors] = useState<Partial<Record<"dob" | "community" | "qualification", string>>>({});
  const [verdicts, setVerdicts] = useState<Verdict[] | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function check(event: React.FormEvent) {
    event.preventDefault();
    const found = {
      ...(/^\d{4}-\d{2}-\d{2}$/.test(draft.dob) && draft.dob < `${draft.year}-12-31` ? {} : { dob: t("dobRequired") }),
      ...(draft.community ? {} : { community: t("communityRequired") }),
      ...(draft.qualification ? {} : { qualification: t("qualificationRequired") }),
    };
    setErrors(found);
    if (Object.keys(found).length) return setVerdicts(null);
    const results = checkEligibility({ ...draft, destituteWidow: draft.gender === "female" && draft.destituteWidow } as Candidate);
    // The exam the visitor came from comes first.
    results.sort((a, b) => Number(b.exam === highlighted) - Number(a.exam === highlighted));
    setVerdicts(results);
  }

  const day = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return (
    <>
      <Form onSubmit={check} noValidate className="grid gap-x-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
        <Field label={t("fields.dob")} error={errors.dob}>
          {(a11y) => <input {...a11y} type="date" value={draft.dob} onChange={(e) => set("dob", e.target.value)} className={inputClass} />}
        </Field>
        <SelectField
          label={t("fields.community")}
          error={errors.community}
          choose={t("choose")}
          options={communities}
          optionLabel={(c) => t(`communities.${c}`)}
          value={draft.community}
          onChange={(e) => set("community", e.target.value as Community)}
        />
        <SelectField
          label={t("fields.qualification")}
          error={errors.qualification}
          choose={t("choose")}
          options={qualifications}
          optionLabel={(q) => t(`qualifications.${q}`)}
          value={draft.qualification}
          onChange={(e) => set("qualification", e.target.value as Qualification)}
        />
        <Field label={t("fields.year")}>
          {(a11y) => (
            <select {...a11y} value={draft.year} onChange={(e) => set("year", Number(e.target.value))} className={inputClass}>
              {[thisYear, thisYear + 1].map((y) => (
                <option key={y}>{y}</option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="mb-4 sm:col-span-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t("fields.gender")}</legend>
          <div className="flex flex-wrap gap-x-6">
            {(["male", "female", "transgender"] as Gender[]).map((g) => (
              <label key={g} className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="gender" checked={draft.gender === g} onChange={() => set("gender", g)} className="size-5 accent-brand-700" />
                {t(`genders.${g}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mb-4 flex flex-col gap-1 sm:col-span-2">
          {draft.gender === "female" && <Check label={t("fields.destituteWidow")} checked={draft.destituteWidow} onChange={(v) => set("destituteWidow", v)} />}
          <Check label={t("fields.exServiceman")} checked={draft.exServiceman} onChange={(v) => set("exServiceman", v)} />
          <Check label={t("fields.departmental")} checked={draft.departmental} onChange={(v) => set("departmental", v)} />
        </div>
        <button type="submit" className="rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800 sm:col-span-2">
          {t("check")}
        </button>
      </Form>

      <section aria-live="polite" aria-labelledby="results-heading" className="mt-8">
        {verdicts && (
          <>
            <h2 id="results-heading" className="text-2xl font-bold text-brand-900">
              {t("results")}
            </h2>
            <p className="mt-1 text-slate-700">{t("count", { count: verdicts.filter((v) => v.eligible).length, total: verdicts.length })}</p>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {verdicts.map((v) => (
                <li key={v.exam} data-exam={v.exam} className={`rounded-2xl p-4 ring-1 ${v.eligible ? "bg-green-50 ring-green-200" : "bg-red-50 ring-red-200"}`}>
                  <p className="flex items-start justify-between gap-3">
                    <span className="font-bold text-slate-900">{t(`examNames.${v.exam}`)}</span>
                    <span className={`shrink-0 rounded-full px-3 py-0.5 text-sm font-bold ${v.eligible ? "bg-green-700 text-white" : "bg-red-700 text-white"}`}>
                      {v.eligible ? t("eligible") : t("notEligible")}
                    </span>
                  </p>
                  <p className="mt-2 text-sm text-slate-700">{t("ageLine", { cutOff: day(v.cutOff), age: v.age })}</p>
                  <p className="text-sm text-slate-700">{t("limitLine", { min: v.minAge, max: v.maxAge, basis: t(`basis.${v.basis}`) })}</p>
                  {v.problems.map((p) => (
                    <p key={p} className="mt-1 text-sm font-semibold text-red-800">
                      {t(`problems.${p}`, { min: v.minAge, max: v.maxAge, qualification: t(`qualifications.${exams[v.exam as ExamKey].qualification}`) })}
                    </p>
                  ))}
                  <Link href={exams[v.exam].path} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
                    {t("details")}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-slate-800">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-5 shrink-0 accent-brand-700" />
      {label}
    </label>
  );
}
