import { subjectKeys, subjects, type Named } from "@/lib/exams/syllabus";

/** The subjects and topics a spreadsheet row may name, with the keys to type, folded away until opened. */
export function SyllabusList({ locale, title }: { locale: string; title: string }) {
  const name = (n: Named) => (locale === "ta" ? n.ta : n.en);
  return (
    <details className="mt-6 rounded-lg bg-white p-3 shadow-sm">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-900">{title}</summary>
      <dl className="mt-2 space-y-3 text-sm">
        {subjectKeys.map((key) => (
          <div key={key}>
            <dt className="font-semibold">
              {name(subjects[key])} <code className="text-slate-600">{key}</code>
            </dt>
            <dd className="text-slate-700">
              {Object.entries(subjects[key].topics as Record<string, Named>).map(([topic, n]) => (
                <span key={topic} className="mr-3 inline-block">
                  {name(n)} <code className="text-slate-500">{topic}</code>
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
