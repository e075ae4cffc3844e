import type { MetadataRoute } from "next";
import { sitemapDocuments } from "@/lib/documents/queries";
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
  // During `next build` there is no database (no documents); the running site fills the list in.
  const documents = await sitemapDocuments();
  return [...pages, ...documents.map((d) => ({ url: `${site}/api/files/${d.fileId}`, lastModified: d.updatedAt, changeFrequency: "monthly" as const, priority: 0.5 }))];
}
