import { apiRoutes, isStaticFile, mockTestRoutes, pathPattern } from "../routes";
import { isPerRequestPage, pagePath } from "../security/csp";

// What the service worker (app/sw.ts) keeps, named once for the worker, the pages that warm it and
// the logout that empties it. Plain data and functions: the worker's bundle imports this file.

export const cacheNames = {
  /** Next's hashed chunks, fonts and CSS: never change under their name. */
  static: "static",
  /** Content pages already visited (the same for everyone). */
  pages: "pages",
  /** A student's own answer sheets and their question papers: emptied at logout. */
  sheets: "sheets",
} as const;

const sheetPath = pathPattern(mockTestRoutes.sit, "\\d+");
const filePath = pathPattern(apiRoutes.file, "\\d+");

/** An answer sheet's page, in either language. */
export const isSheetPage = (pathname: string) => sheetPath.test(pagePath(pathname));

/** A stored file (a test's question paper): kept with the sheets, since a paid one is the student's own. */
export const isStoredFile = (pathname: string) => filePath.test(pathname);

/**
 * A page that is the same for every visitor (prerendered): the content pages, the login forms.
 * The console and the portal are per user and never kept, except the answer sheet above.
 */
export const isSharedPage = (pathname: string) => !pathname.startsWith("/api/") && !isStaticFile(pathname) && !isPerRequestPage(pathname);
