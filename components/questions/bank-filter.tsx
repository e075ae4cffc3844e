import { useTranslations } from "next-intl";
import { subjectKeys, subjects, type Named } from "@/lib/exams/syllabus";
import { difficulties, pools } from "@/lib/questions/schema";
import type { BankFilter } from "@/lib/questions/queries";
import { inputClass } from "@/components/forms/styles";

/** The bank list's filter: a plain GET form, so the server filters and pages; a subject's topics appear once it is chosen. */
export function BankFilterForm({ filter, locale }: { filter: BankFilter; locale: "ta" | "en" }) {
  const t = useTranslations("questionBank");
  const label = "block text-sm font-medium text-slate-800";
  const topics = filter.subject ? (subjects[filter.subject as keyof typeof subjects].topics as Record<string, Named>) : null;
  return (
    <form className="mt-4 grid gap-3 rounded-lg bg-white p-3 shadow-sm sm:grid-cols-2 lg:grid-cols-6" action="">
      <label className={label}>
        {t("filters.subject")}
        <select name="subject" defaultValue={filter.subject ?? ""} className={inputClass}>
          <option value="">{t("filters.all")}</option>
          {subjectKeys.map((key) => (
            <option key={key} value={key}>
              {subjects[key][locale]}
            </option>
          ))}
        </select>
      </label>
      {topics && (
        <label className={label}>
          {t("filters.topic")}
          <select name="topic" defaultValue={filter.topic ?? ""} className={inputClass}>
            <option value="">{t("filters.all")}</option>
            {Object.entries(topics).map(([key, name]) => (
              <option key={key} value={key}>
                {name[locale]}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={label}>
        {t("filters.difficulty")}
        <select name="difficulty" defaultValue={filter.difficulty ?? ""} className={inputClass}>
          <option value="">{t("filters.all")}</option>
          {difficulties.map((d) => (
            <option key={d} value={d}>
              {t(`difficulty.${d}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        {t("filters.pool")}
        <select name="pool" defaultValue={filter.pool ?? ""} className={inputClass}>
          <option value="">{t("filters.all")}</option>
          {pools.map((p) => (
            <option key={p} value={p}>
              {t(`pool.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        {t("filters.search")}
        <input name="q" type="search" defaultValue={filter.q ?? ""} className={inputClass} />
      </label>
      <button type="submit" className="min-h-11 self-end rounded-lg bg-brand-700 px-4 font-semibold text-white">
        {t("filters.apply")}
      </button>
    </form>
  );
}
