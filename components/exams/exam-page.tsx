import { getFormatter, getTranslations } from "next-intl/server";
import { SyllabusCards } from "@/components/documents/syllabus-cards";
import { TableScroll } from "@/components/ui/table-scroll";
import { institute } from "@/lib/config";
import { categoryBySlug } from "@/lib/documents/categories";
import { Link } from "@/lib/i18n/navigation";
import { examPages, messageKey, pageInfo, type Block, type Cell, type ExamPageKey } from "@/lib/exams/pages";
import { exams, reservation, type AgeRule, type Community } from "@/lib/exams/rules";
import { publicRoutes } from "@/lib/routes";
import { communities } from "@/lib/students/communities";

type T = Awaited<ReturnType<typeof getTranslations<"examPages">>>;
type Format = Awaited<ReturnType<typeof getFormatter>>;

/** An exam page: its facts, section by section (lib/exams/pages.ts), then its syllabus cards. */
export async function ExamPage({ page }: { page: ExamPageKey }) {
  const [t, names, format] = await Promise.all([getTranslations("examPages"), getTranslations("communities"), getFormatter()]);
  const spec = examPages[page];
  const info = pageInfo(page);
  const base = (id: string) => messageKey(page, id);
  const numbered = "numbered" in spec && spec.numbered;
  return (
    <article>
      <h1 className="text-3xl font-bold text-brand-900">{t(`${page}.title`)}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t(`${page}.lead`)}</p>
      <nav aria-label={t("onThisPage")} className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <p className="text-sm font-bold text-slate-600">{t("onThisPage")}</p>
        <ol className={`mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 ${numbered ? "list-decimal pl-5" : ""}`}>
          {spec.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${anchor(section.id)}`} className="text-brand-700 hover:underline">
                {t(`${base(section.id)}.title`)}
              </a>
            </li>
          ))}
          <li className="list-none">
            <a href="#syllabus-heading" className="font-semibold text-brand-700 hover:underline">
              {t("syllabusLink")}
            </a>
          </li>
        </ol>
      </nav>
      {spec.sections.map((section, i) => (
        <section key={section.id} id={anchor(section.id)} aria-labelledby={`${anchor(section.id)}-title`} className="mt-8 scroll-mt-24">
          <h2 id={`${anchor(section.id)}-title`} className="text-xl font-bold text-brand-900">
            {numbered ? `${i + 1}. ` : ""}
            {t(`${base(section.id)}.title`)}
          </h2>
          <div className="mt-3 space-y-3 text-slate-800">
            {section.blocks.map((block, j) => (
              <BlockView
                key={j}
                block={block}
                base={base(section.id)}
                labelId={`${anchor(section.id)}-title`}
                facts={spec.facts}
                age={spec.exam ? exams[spec.exam].age : null}
                cutOff={institute.ageCutOff[spec.exam ? exams[spec.exam].body : "TNUSRB"]}
                t={t}
                community={(c) => names(c)}
                format={format}
              />
            ))}
          </div>
        </section>
      ))}
      {spec.exam && (
        <p className="mt-8">
          <Link
            href={{ pathname: publicRoutes.eligibility, query: { exam: spec.exam } }}
            className="inline-block rounded-full bg-accent-500 px-5 py-2.5 font-bold text-slate-900 hover:bg-accent-600"
          >
            {t("checkEligibility")}
          </Link>
        </p>
      )}
      <SyllabusCards category={categoryBySlug(info.category)!} />
    </article>
  );
}

const anchor = (id: string) => id.replace(/^@/, "");

function BlockView({
  block,
  base,
  labelId,
  facts,
  age,
  cutOff,
  t,
  community,
  format,
}: {
  block: Block;
  base: string;
  /** The section's heading, which names its tables' scrolling boxes. */
  labelId: string;
  facts: Record<string, number>;
  age: AgeRule | null;
  cutOff: { month: number; day: number };
  t: T;
  community: (c: Community) => string;
  format: Format;
}) {
  const say = (key: string) => t(messageKey(base, key) as never, facts as never);
  if ("text" in block) return <p>{say(block.text)}</p>;
  if ("list" in block) {
    return (
      <ul className="list-disc space-y-1 pl-6">
        {block.list.map((key) => (
          <li key={key}>{say(key)}</li>
        ))}
      </ul>
    );
  }
  if ("table" in block) {
    const cell = (value: Cell) => (value === null ? t("dash") : typeof value === "number" ? format.number(value) : "minutes" in value ? duration(value.minutes, t) : say(value.key));
    return (
      <FactTable labelId={labelId} columns={block.table.columns.map((c) => t(`columns.${c}` as never))} rows={block.table.rows.map((row) => [say(row.label), ...row.cells.map(cell)])} />
    );
  }
  if ("ageTable" in block && age) {
    return (
      <>
        <p>{t("ageCaption", { min: age.min, cutOff: format.dateTime(new Date(Date.UTC(2000, cutOff.month - 1, cutOff.day)), { day: "numeric", month: "long", timeZone: "UTC" }) })}</p>
        <FactTable labelId={labelId} columns={[t("columns.category"), t("columns.upperAge")]} rows={ageRows(age, t, community).map(([label, years]) => [label, t("years", { n: years })])} />
      </>
    );
  }
  if ("reservation" in block) {
    return (
      <>
        <p>{t("shared.reservation.intro")}</p>
        <FactTable
          labelId={labelId}
          columns={[t("columns.community"), t("columns.share")]}
          rows={communities.map((c) => [community(c), t("percent", { n: format.number(reservation[c]) })])}
        />
      </>
    );
  }
  if ("examLinks" in block) {
    return (
      <ul className="grid gap-3 sm:grid-cols-2">
        {block.examLinks.map((key) => (
          <li key={key}>
            <Link href={exams[key].path} className="block h-full rounded-xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-600">
              <span className="font-bold text-brand-800">{t(`${key}.title`)}</span>
              <span className="mt-1 block text-sm text-slate-600">{t(`${key}.lead`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return null;
}

/** Upper age limits: communities with the same limit share a row, then the special categories. */
export function ageRows(age: AgeRule, t: T, community: (c: Community) => string): [string, number][] {
  const limits = [...new Set(communities.map((c) => age.max[c]))];
  const rows: [string, number][] =
    limits.length === 1
      ? [[t("ageRows.all"), limits[0]]]
      : limits.map((limit) => [
          communities
            .filter((c: Community) => age.max[c] === limit)
            .map(community)
            .join(", "),
          limit,
        ]);
  for (const special of ["transgender", "destituteWidow", "exServiceman", "departmental"] as const) {
    const limit = age[special];
    if (limit !== undefined) rows.push([t(`ageRows.${special}`), limit]);
  }
  return rows;
}

function duration(minutes: number, t: T): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t("minutes", { m });
  return m === 0 ? t("hours", { h }) : t("hoursMinutes", { h, m });
}

function FactTable({ labelId, columns, rows }: { labelId: string; columns: string[]; rows: React.ReactNode[][] }) {
  return (
    <TableScroll labelledBy={labelId}>
      <table className="w-full text-left text-sm sm:text-base">
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...cells], i) => (
            <tr key={i} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 font-medium">
                {label}
              </th>
              {cells.map((c, j) => (
                <td key={j} className="px-3 py-2 whitespace-nowrap tabular-nums">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
