import { examPages, pageInfo, type ExamPageKey } from "./exams/pages";

// Every public content page, in both languages: the sitemap, the browser tests and the
// Lighthouse benchmark all walk this list. Plain data: scripts import it too.

export const examPaths = (Object.keys(examPages) as ExamPageKey[]).map((key) => pageInfo(key).path);

export const publicPaths: string[] = ["/", ...examPaths, "/About", "/WhyAbout", "/Affairs", "/Eligibility", "/Faculty", "/Achivement", "/Payment"];

/** A path in one language: Tamil, the default, unprefixed; English under /en. */
export function localizedPath(locale: "ta" | "en", pathname: string): string {
  if (locale === "ta") return pathname;
  return pathname === "/" ? "/en" : `/en${pathname}`;
}
