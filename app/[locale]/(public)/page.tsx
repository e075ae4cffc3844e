import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { JsonLd, organization } from "@/components/seo/json-ld";
import { list } from "@/lib/i18n/messages";
import { publicMetadata } from "@/lib/i18n/metadata";
import { AdmissionPopup } from "@/components/home/admission-popup";
import { homeFigures } from "@/lib/achievers/queries";
import { Counters } from "@/components/home/counters";
import { Downloads } from "@/components/home/downloads";
import { RotatingHeading } from "@/components/home/rotating-heading";
import { TableScroll } from "@/components/ui/table-scroll";
import { institute, type Locale } from "@/lib/config";
import { eligibilityTable } from "@/lib/exams/rules";
import { Link } from "@/lib/i18n/navigation";
import { courseGroups } from "@/lib/navigation";
import { authRoutes, publicRoutes } from "@/lib/routes";

// Its figures count the institute's rows: rebuilt when an achiever changes, and at least once a minute.
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "meta" });
  const brand = institute.name[locale as Locale];
  return { ...publicMetadata(locale, publicRoutes.home, brand, t("description")), title: { absolute: brand } };
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, nav, quals, figures] = await Promise.all([getTranslations("home"), getTranslations("nav"), getTranslations("qualificationNames"), homeFigures()]);
  const brand = institute.name[locale as Locale];
  const years = new Date().getFullYear() - institute.foundedYear;
  return (
    <>
      <JsonLd data={organization(locale as Locale)} />
      <section className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 px-5 py-10 text-white sm:px-10">
        <h1 className="text-3xl font-bold sm:text-4xl">{brand}</h1>
        <RotatingHeading phrases={list(t, "rotating")} />
        <p className="mt-3 max-w-2xl text-lg text-brand-100">{t("tagline")}</p>
        <Link href={authRoutes.studentRegister} className="mt-6 inline-block rounded-full bg-accent-500 px-6 py-3 font-bold text-slate-900 hover:bg-accent-600">
          {t("joinNow")}
        </Link>
        <Counters
          items={[
            { value: years, label: t("counters.years"), durationMs: 2000 },
            { value: figures.happyStudents, label: t("counters.students"), durationMs: 9000 },
            { value: figures.successStories, label: t("counters.stories"), durationMs: 7000 },
          ]}
        />
      </section>

      <section className="mt-10" aria-labelledby="courses-heading">
        <h2 id="courses-heading" className="text-2xl font-bold text-brand-900">
          {t("coursesHeading")}
        </h2>
        {courseGroups.map((g) => (
          <div key={g.label} className="mt-6">
            <h3 className="text-lg font-semibold text-slate-800">{nav(g.label)}</h3>
            {/* Two abreast leave a phone ~130 px per card: smaller text there, and a word too long for it breaks instead of spilling out. */}
            <ul className="mt-3 grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-4">
              {g.links.map((l) => (
                <li key={l.href}>
                  <Link
                    href={l.href}
                    className="block h-full rounded-xl border border-slate-200 bg-white p-3 text-sm leading-snug font-semibold wrap-break-word text-brand-800 shadow-sm hover:border-brand-600 sm:p-4 sm:text-base"
                    data-testid="course-card"
                  >
                    {nav(l.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section className="mt-10" aria-labelledby="eligibility-heading">
        <h2 id="eligibility-heading" className="text-2xl font-bold text-brand-900">
          {t("eligibilityHeading")}
        </h2>
        <p className="mt-2 text-slate-700">{t("eligibilityIntro")}</p>
        <TableScroll labelledBy="eligibility-heading" className="mt-4">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-brand-50 text-brand-900">
              <tr>
                {(["post", "minAge", "maxAgeReserved", "maxAgeOthers", "qualification"] as const).map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 font-semibold">
                    {t(`eligibilityColumns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {eligibilityTable.map((row) => (
                <tr key={row.post} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {t(`posts.${row.post}`)}
                  </th>
                  <td className="px-3 py-2 tabular-nums">{row.minAge}</td>
                  <td className="px-3 py-2 tabular-nums">{row.maxAgeReserved}</td>
                  <td className="px-3 py-2 tabular-nums">{row.maxAgeOthers}</td>
                  <td className="px-3 py-2">{quals(row.qualification)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <Link href={publicRoutes.eligibility} className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t("checkerLink")}
        </Link>
      </section>

      <Downloads />

      <AdmissionPopup labels={{ title: t("popupTitle"), points: list(t, "popupPoints"), action: t("popupAction"), close: t("popupClose"), never: t("popupNever"), brand }} />
    </>
  );
}
