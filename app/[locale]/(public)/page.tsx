import { getTranslations, setRequestLocale } from "next-intl/server";
import { institute, type Locale } from "@/lib/config";
import { Link } from "@/lib/i18n/navigation";
import { courseGroups } from "@/lib/navigation";

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, nav] = await Promise.all([getTranslations("home"), getTranslations("nav")]);
  return (
    <>
      <section className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-12 text-white sm:px-10">
        <h1 className="text-3xl font-bold sm:text-4xl">{institute.name[locale as Locale]}</h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-100">{t("tagline")}</p>
        <Link
          href="/Student-Register"
          className="mt-6 inline-block rounded-full bg-accent-500 px-6 py-3 font-bold text-slate-900 hover:bg-accent-600"
        >
          {t("joinNow")}
        </Link>
      </section>
      <section className="mt-10" aria-labelledby="courses-heading">
        <h2 id="courses-heading" className="text-2xl font-bold text-brand-900">
          {t("coursesHeading")}
        </h2>
        {courseGroups.map((g) => (
          <div key={g.label} className="mt-6">
            <h3 className="text-lg font-semibold text-slate-800">{nav(g.label)}</h3>
            <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
              {g.links.map((l) => (
                <li key={l.href}>
                  <Link
                    href={l.href}
                    className="block h-full rounded-xl border border-slate-200 bg-white p-4 font-semibold text-brand-800 shadow-sm hover:border-brand-600"
                  >
                    {nav(l.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </>
  );
}
