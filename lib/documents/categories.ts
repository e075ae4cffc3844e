// The one registry of syllabus/notes categories. It drives the console add and view screens
// (/Courses/<slug>/Add, /Courses/<slug>), the console menu, the public syllabus cards, the
// sitemap and the redirects from the old console paths. A new category is one entry here, its
// enum value in prisma/schema.prisma and its messages under "documents.categories".
// Plain data only: next.config.ts imports it.

export const documentCategories = [
  { slug: "group1", label: "group1", value: "GROUP1", publicPath: "/Group1", legacyAdd: ["/Group-I-Add"], legacyView: ["/Group-I-View"] },
  { slug: "group2", label: "group2", value: "GROUP2", publicPath: "/Group2", legacyAdd: ["/Group2-Add"], legacyView: ["/Group2-View"] },
  { slug: "group2A", label: "group2a", value: "GROUP2A", publicPath: "/Group-2A", legacyAdd: ["/Group2A-Add"], legacyView: ["/Group2A-View"] },
  { slug: "group4", label: "group4", value: "GROUP4", publicPath: "/Group4", legacyAdd: ["/Group4-Add"], legacyView: ["/Group4-View"] },
  { slug: "tnusrbs", label: "tnusrb", value: "TNUSRB", publicPath: "/TNUSRB", legacyAdd: ["/Tnusrb-Add"], legacyView: ["/Tnusrb-View"] },
  // /SI-Technical is the add form for staff and admins but the public page for everyone else,
  // so it is a page of its own (app/[locale]/(public)/SI-Technical), not a plain redirect.
  { slug: "technical", label: "siTechnical", value: "SI_TECHNICAL", publicPath: "/Si-Recruitment", legacyAdd: [], legacyView: ["/SITechnical-View"] },
  { slug: "fingerprints", label: "siFingerPrint", value: "SI_FINGERPRINT", publicPath: "/Si-FingerFrint", legacyAdd: ["/FingerPrint-Add"], legacyView: ["/FingerPrint-View"] },
  { slug: "join", label: "jointRecruitment", value: "JOINT", publicPath: "/JointRecritment", legacyAdd: [], legacyView: [] },
  { slug: "common", label: "commonRecruitment", value: "COMMON", publicPath: "/Common", legacyAdd: ["/Common-Add"], legacyView: ["/Common-View"] },
  { slug: "faculty", label: "faculty", value: "FACULTY", publicPath: "/Faculty", legacyAdd: ["/Faculty-Add"], legacyView: ["/Faculty-View"] },
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
  /** Old console paths that redirect to the add and view screens. */
  legacyAdd: readonly string[];
  legacyView: readonly string[];
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

export const addPath = (slug: CategorySlug) => `/Courses/${slug}/Add`;
export const viewPath = (slug: CategorySlug) => `/Courses/${slug}`;

/** Old console path → new screen, for next.config.ts redirects and the test that walks them. */
export function legacyDocumentRedirects(): { from: string; to: string }[] {
  return documentCategories.flatMap((c) => [
    ...c.legacyAdd.map((from) => ({ from, to: addPath(c.slug) })),
    ...c.legacyView.map((from) => ({ from, to: viewPath(c.slug) })),
  ]);
}
