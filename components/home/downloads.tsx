import { getTranslations } from "next-intl/server";
import { PdfIcon } from "@/components/ui/pdf-icon";
import { institute } from "@/lib/config";
import { staticPdfs } from "@/lib/exams/schedule";

/** The test-series schedules and the OMR sheet, served from the site root (public/). */
export async function Downloads({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = await getTranslations();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="downloads-heading" className="mt-10" id="downloads">
      <Heading id="downloads-heading" className="text-2xl font-bold text-brand-900">
        {t("home.downloadsHeading")}
      </Heading>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {(Object.keys(staticPdfs) as (keyof typeof staticPdfs)[]).map((name) => (
          <li key={name}>
            <a
              href={staticPdfs[name]}
              download
              className="flex h-full items-center gap-3 rounded-xl bg-white p-4 font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
            >
              <PdfIcon />
              {t(`downloads.${name}`, { year: institute.testSeriesYear })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
