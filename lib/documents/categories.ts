import { examRoutes, publicRoutes } from "../routes";

// The one registry of syllabus/notes categories. It drives the console add and view screens
// (courseRoutes in lib/routes.ts), the console menu, the public syllabus cards and the sitemap.
// A new category is one entry here, its enum value in prisma/schema.prisma, its messages under
// "documents.categories" and, if it had old console paths, their redirects in lib/routes.ts.

export const documentCategories = [
  { slug: "group1", label: "group1", value: "GROUP1", publicPath: examRoutes.group1 },
  { slug: "group2", label: "group2", value: "GROUP2", publicPath: examRoutes.group2 },
  { slug: "group2A", label: "group2a", value: "GROUP2A", publicPath: examRoutes.group2a },
  { slug: "group4", label: "group4", value: "GROUP4", publicPath: examRoutes.group4 },
  { slug: "tnusrbs", label: "tnusrb", value: "TNUSRB", publicPath: examRoutes.tnusrb },
  { slug: "technical", label: "siTechnical", value: "SI_TECHNICAL", publicPath: examRoutes.siTechnical },
  { slug: "fingerprints", label: "siFingerPrint", value: "SI_FINGERPRINT", publicPath: examRoutes.siFingerPrint },
  { slug: "join", label: "jointRecruitment", value: "JOINT", publicPath: examRoutes.joint },
  { slug: "common", label: "commonRecruitment", value: "COMMON", publicPath: examRoutes.common },
  { slug: "faculty", label: "faculty", value: "FACULTY", publicPath: publicRoutes.faculty },
] as const satisfies readonly CategoryEntry[];

interface CategoryEntry {
  /** URL segment of the console screens and the message key. */
  slug: string;
  /** Its name in menus: a key under "nav" in messages/. */
  label: string;
  /** The DocumentCategory enum value in the database. */
  value: string;
  /** The public page whose syllabus cards list this category. */
  publicPath: string;
}

export type DocumentCategory = (typeof documentCategories)[number];
export type CategorySlug = DocumentCategory["slug"];
export type CategoryValue = DocumentCategory["value"];

export const categorySlugs = documentCategories.map((c) => c.slug) as CategorySlug[];

export function categoryBySlug(slug: string): DocumentCategory | undefined {
  return documentCategories.find((c) => c.slug === slug);
}

export function categoryByValue(value: string): DocumentCategory | undefined {
  return documentCategories.find((c) => c.value === value);
}
