import type { MetadataRoute } from "next";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { localizedPath, publicPaths } from "@/lib/public-pages";

// Rebuilt hourly, so new syllabus PDFs are listed without a new build.
export const revalidate = 3600;

/** Every public page in both languages (with its alternate), and every public syllabus PDF. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = env().SITE_URL;
  const pages = publicPaths.flatMap((path) =>
    (["ta", "en"] as const).map((locale) => ({
      url: `${site}${localizedPath(locale, path)}`,
      changeFrequency: "weekly" as const,
      priority: path === "/" ? 1 : 0.8,
      alternates: { languages: { ta: `${site}${localizedPath("ta", path)}`, en: `${site}${localizedPath("en", path)}` } },
    })),
  );
  // During `next build` there is no database; the running site fills the list in.
  if (process.env.NEXT_PHASE === "phase-production-build") return pages;
  const documents = await db().document.findMany({ orderBy: { id: "asc" }, take: 40_000, select: { fileId: true, updatedAt: true } });
  return [...pages, ...documents.map((d) => ({ url: `${site}/api/files/${d.fileId}`, lastModified: d.updatedAt, changeFrequency: "monthly" as const, priority: 0.5 }))];
}
