// Every path the site links to, redirects to or fetches, in one place. Pages are at the spec's
// exact paths (Tamil unprefixed, English under /en; see lib/public-pages.ts). No imports, not even
// through "@/": next.config.ts, middleware.ts and scripts import this file.
// tests/unit/routes.test.ts checks that each page here has a page under app/[locale] and that no
// other file spells a page's path.

/** Content pages, prerendered in both languages. */
export const publicRoutes = {
  home: "/",
  about: "/About",
  whyUs: "/WhyAbout",
  faculty: "/Faculty",
  achievement: "/Achivement",
  affairs: "/Affairs",
  quiz: "/Affairs/Quiz",
  eligibility: "/Eligibility",
  payment: "/Payment",
  /** The spec's old /SI-Technical: the add form for staff and admins, the public page for everyone else. */
  siTechnicalOld: "/SI-Technical",
} as const;

/** The exam pages (their facts are in lib/exams/, their syllabus categories in lib/documents/categories.ts). */
export const examRoutes = {
  group1: "/Group1",
  group2: "/Group2",
  group2a: "/Group-2A",
  group4: "/Group4",
  joint: "/JointRecritment",
  siTechnical: "/Si-Recruitment",
  siFingerPrint: "/Si-FingerFrint",
  common: "/Common",
  tnusrb: "/TNUSRB",
} as const;

export const authRoutes = {
  adminLogin: "/Admin-Login",
  staffLogin: "/Staff-Login",
  studentLogin: "/Student-Login",
  adminRegister: "/Admin-Register",
  staffRegister: "/Staff-Register",
  /** Registration with payment: the only page that loads Razorpay's checkout. */
  studentRegister: "/Student-Register",
  staffForgot: "/forget-staffpassword",
  studentForgot: "/forgetpassword",
  resetPassword: "/reset-password",
} as const;

/** The student portal. */
export const portalRoutes = { testSeries: "/Test-Series", practice: "/Practice", progress: "/Progress" } as const;

/** A student's online mock test (issue 18): the answer sheet while it is open, the result afterwards. */
export const mockTestRoutes = {
  sit: (id: number | string) => `/Test-Series/${id}`,
  result: (id: number | string) => `/Test-Series/${id}/Result`,
} as const;

/** The result page's query naming the questions whose marks reached the server after the deadline ("?late=3,7"). */
export const lateParam = "late";

/** The console screens besides the syllabus categories (those are courseRoutes). */
export const consoleRoutes = {
  adminHome: "/Adm",
  staffHome: "/StaffDash",
  audit: "/Audit",
  outbox: "/Outbox",
  achievers: { view: "/Achievers", add: "/Achievers/Add" },
  tests: { view: "/Test-Papers", add: "/Test-Papers/Add" },
  staff: { view: "/Staff-Members", add: "/Staff-Members/Add" },
  students: { view: "/Students", add: "/Students/Add", payments: "/Payments" },
  mockTests: { view: "/Mock-Tests", add: "/Mock-Tests/Add" },
  questions: { view: "/Questions", import: "/Questions/Import" },
  quiz: "/Daily-Quiz",
} as const;

/** One bank question in the console: its edit form, history and delete (issue 35). */
export const questionConsoleRoutes = {
  edit: (id: number | string) => `/Questions/${id}`,
  /** A question paper's review before its questions are stored (issue 35). */
  paper: (id: number | string) => `/Questions/Import/Paper/${id}`,
} as const;

/** One online mock test in the console: its form and key, its results and objections. */
export const mockConsoleRoutes = {
  edit: (id: number | string) => `/Mock-Tests/${id}`,
  results: (id: number | string) => `/Mock-Tests/${id}/Results`,
} as const;

/** The add and view screens of each syllabus category, by its slug. */
export const courseRoutes = {
  root: "/Courses",
  view: (slug: string) => `/Courses/${slug}`,
  add: (slug: string) => `/Courses/${slug}/Add`,
} as const;

/** Route handlers the browser calls. */
export const apiRoutes = {
  root: "/api/",
  /** For the operator's monitor (lib/ops/health.ts): the process answers; everything it needs answers. */
  health: "/api/health",
  ready: "/api/ready",
  /** Prometheus metrics, for a scraper holding METRICS_TOKEN (lib/ops/metrics.ts). */
  metrics: "/api/metrics",
  login: "/api/login",
  logout: "/api/logout",
  search: (query: string) => `/api/search?q=${encodeURIComponent(query)}`,
  /** Stored files (syllabus PDFs, photos) stream from here; robots and next/image allow this prefix. */
  files: "/api/files/",
  file: (id: number | string | undefined) => `/api/files/${id}`,
  documents: (slug: string) => `/api/documents/${slug}`,
  achievers: "/api/achievers",
  tests: "/api/tests",
  studentsExport: "/api/students/export",
  studentPdf: (userId: number, token?: string) => `/api/students/${userId}/pdf${token ? `?token=${token}` : ""}`,
  testCheckout: "/api/payments/test-checkout",
  /** A student starts (or resumes) a test: POST answers the attempt, its server deadline and saved marks. */
  mockStart: (testId: number) => `/api/mock-tests/${testId}/attempt`,
  /** A student's marks of their own attempt (POST, one mark or a queued batch). */
  mockMarks: (attemptId: number) => `/api/mock-tests/attempts/${attemptId}/marks`,
  /** A student's own submit (POST); the server submits at the deadline by itself. */
  mockSubmit: (attemptId: number) => `/api/mock-tests/attempts/${attemptId}/submit`,
  /** A practice set's answer locked and explained (POST {question}, its owner, issue 21). */
  mockCheck: (attemptId: number) => `/api/mock-tests/attempts/${attemptId}/check`,
  /** A test's results as CSV (staff). */
  mockResultsCsv: (testId: number) => `/api/mock-tests/${testId}/results`,
  /** A batch of a test's OMR answer sheets as a PDF (staff): `?batch=N` personal, `?from=F&count=C` blank. */
  mockSheets: (testId: number) => `/api/mock-tests/${testId}/sheets`,
  /** The signed-in student's own scanned sheet of the test, straightened (issue 36). */
  mySheet: (testId: number) => `/api/mock-tests/${testId}/my-sheet`,
  /** An upload of scanned answer sheets (POST, the file as the body, `?name=`), queued for the reader (staff). */
  mockScans: (testId: number) => `/api/mock-tests/${testId}/scans`,
  /** A scanned sheet's straightened picture, or one question's row or the register grid (staff). */
  omrSheetImage: (testId: number, sheetId: number, part?: { question: number } | { register: true }) =>
    `/api/omr-sheets/${sheetId}/image?${new URLSearchParams({ test: String(testId), ...(part && "question" in part ? { question: String(part.question) } : part ? { register: "1" } : {}) })}`,
  /** The question bank (staff): POST a CSV or XLSX to import; GET the template or an export (`?format=csv|xlsx`, the list's filter). */
  questionsImport: "/api/questions/import",
  /** A question paper (staff, issue 35): POST the file (`?name=`); it is read and kept for review. */
  questionPapers: "/api/questions/papers",
  /** The rows of an import the check refused (staff): POST the same file, get them back as a sheet with what to fix. */
  questionsRefused: (format: "csv" | "xlsx", locale: string) => `/api/questions/refused?${new URLSearchParams({ format, locale })}`,
  /** A take of the daily quiz (POST, anyone): the answers scored, with the right letters and explanations. */
  quizTake: (id: number) => `/api/quiz/${id}`,
  /** A bank question's picture (staff): POST the image as the body (`?name=`), DELETE to remove it. */
  questionImage: (id: number) => `/api/questions/${id}/image`,
  questionsTemplate: (format: "csv" | "xlsx") => `/api/questions/template?format=${format}`,
  questionsExport: (format: "csv" | "xlsx", filter: Record<string, string | undefined> = {}) =>
    `/api/questions/export?${new URLSearchParams({ format, ...Object.fromEntries(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1]))) })}`,
} as const;

/** The image every page shares when linked (app/[locale]/opengraph-image.ts). */
export const openGraphImage = "/opengraph-image";

/**
 * The pattern of every address `path` makes, its id captured: for code that recognises a route by
 * its address outside Next's router (the metrics' route kinds, the handlers npm start answers
 * itself). `id` is the id's pattern: any segment by default, as Next routes it.
 */
export function pathPattern(path: (id: number) => string, id = "[^/]+"): RegExp {
  const MARK = 918_273_645;
  const [before, after] = path(MARK)
    .split(String(MARK))
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${before}(${id})${after}$`);
}

/** A path of Next's own files or of a public file (it has an extension): no page, no handler, no database. */
export const isStaticFile = (pathname: string) => pathname.startsWith("/_next/") || /\.[a-z0-9]+$/i.test(pathname);

type Role = "ADMIN" | "STAFF" | "STUDENT";

/** Where a role signs in, and where it lands afterwards (or when it opens another role's page). */
export const loginPath: Record<Role, string> = { ADMIN: authRoutes.adminLogin, STAFF: authRoutes.staffLogin, STUDENT: authRoutes.studentLogin };
export const homePath: Record<Role, string> = { ADMIN: consoleRoutes.adminHome, STAFF: consoleRoutes.staffHome, STUDENT: portalRoutes.testSeries };

const courses = (slug: string, add: readonly string[], view: readonly string[]) => [
  ...add.map((from) => ({ from, to: courseRoutes.add(slug) })),
  ...view.map((from) => ({ from, to: courseRoutes.view(slug) })),
];

/** Every old console path of the spec → the screen that replaced it (next.config.ts makes them redirects). */
export function legacyRedirects(): { from: string; to: string }[] {
  return [
    ...courses("group1", ["/Group-I-Add"], ["/Group-I-View"]),
    ...courses("group2", ["/Group2-Add"], ["/Group2-View"]),
    ...courses("group2A", ["/Group2A-Add"], ["/Group2A-View"]),
    ...courses("group4", ["/Group4-Add"], ["/Group4-View"]),
    ...courses("tnusrbs", ["/Tnusrb-Add"], ["/Tnusrb-View"]),
    // The technical add form's old path is publicRoutes.siTechnicalOld, a page of its own.
    ...courses("technical", [], ["/SITechnical-View"]),
    ...courses("fingerprints", ["/FingerPrint-Add"], ["/FingerPrint-View"]),
    ...courses("common", ["/Common-Add"], ["/Common-View"]),
    ...courses("faculty", ["/Faculty-Add"], ["/Faculty-View"]),
    { from: "/Achivers-Add", to: consoleRoutes.achievers.add },
    { from: "/Achivers-View", to: consoleRoutes.achievers.view },
    { from: "/Test-Add", to: consoleRoutes.tests.add },
    { from: "/Test-View", to: consoleRoutes.tests.view },
    { from: "/Staff", to: consoleRoutes.staff.add },
    { from: "/Staff-View", to: consoleRoutes.staff.view },
    { from: "/Student", to: consoleRoutes.students.add },
    { from: "/Student-Details", to: consoleRoutes.students.view },
  ];
}

/** Every page above, dynamic segments written as in app/ (/Courses/[category]). */
export const pagePaths: string[] = [
  ...Object.values(publicRoutes),
  ...Object.values(examRoutes),
  ...Object.values(authRoutes),
  ...Object.values(portalRoutes),
  ...Object.values(consoleRoutes).flatMap((screen) => (typeof screen === "string" ? [screen] : Object.values(screen))),
  courseRoutes.view("[category]"),
  courseRoutes.add("[category]"),
  mockTestRoutes.sit("[id]"),
  mockTestRoutes.result("[id]"),
  mockConsoleRoutes.edit("[id]"),
  mockConsoleRoutes.results("[id]"),
  questionConsoleRoutes.edit("[id]"),
  questionConsoleRoutes.paper("[id]"),
];
