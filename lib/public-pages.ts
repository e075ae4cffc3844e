import { examPages, pageInfo, type ExamPageKey } from "./exams/pages";
import { publicRoutes } from "./routes";

// Every public content page, in both languages: the sitemap, the browser tests and the
// Lighthouse benchmark all walk this list. Plain data: scripts import it too.

export const examPaths = (Object.keys(examPages) as ExamPageKey[]).map((key) => pageInfo(key).path);

const { home, about, whyUs, affairs, quiz, eligibility, faculty, achievement, payment } = publicRoutes;
export const publicPaths: string[] = [home, ...examPaths, about, whyUs, affairs, quiz, eligibility, faculty, achievement, payment];

/** A path in one language: Tamil, the default, unprefixed; English under /en. */
export function localizedPath(locale: "ta" | "en", pathname: string): string {
  if (locale === "ta") return pathname;
  return pathname === home ? "/en" : `/en${pathname}`;
}
