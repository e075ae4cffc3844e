// The authorization table: every page, server action and route handler of the build, called as
// nobody, a student, a staff member and an admin, over plain HTTP (no browser, no client-side
// checks). It runs twice: against the build, and (project "no-middleware") against a copy of the same
// build with the middleware taken out (tests/e2e/servers.ts), which proves the middleware only
// redirects early: every page, action and handler checks its own caller.
import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIResponse } from "@playwright/test";
import { expect, siteURL, test } from "./fixtures";
import { actionReferences, callAction, type ActionArgs } from "./actions";
import {
  accounts,
  MEMBER_FILE_ID,
  MEMBER_PAGE_FILE_ID,
  MOCK_TEST_ID,
  OTHER_ATTEMPT_ID,
  PAPER_IMPORT_ID,
  PASSWORD,
  PUBLIC_FILE_ID,
  REVIEW_PAGE_FILE_ID,
  REVIEW_PICTURE_FILE_ID,
  STUDENT_ID,
  UPCOMING_PAGE_FILE_ID,
  UPCOMING_PAPER_FILE_ID,
  type E2eRole,
} from "./accounts";
import { apiCaller, pendingStaffCaller } from "./session";

type Who = "anonymous" | E2eRole;
/**
 * The callers: nobody, each role, and a staff sign-up no admin approved yet. PENDING cannot sign
 * in (the login answers 403), so it calls with a session cookie forged with the server's own
 * secret: everything must answer it exactly as it answers nobody.
 */
type Caller = Who | "PENDING";
const everyone: Caller[] = ["anonymous", "STUDENT", "STAFF", "ADMIN", "PENDING"];
const expected = <T>(row: Record<Who, T>, caller: Caller): T => row[caller === "PENDING" ? "anonymous" : caller];
const locales = ["ta", "en"] as const;

/** 200, 403 and 404 are statuses; "→/Path" a redirect there (in the request's language). */
type PageOutcome = 200 | 403 | 404 | `→/${string}` | "admin form" | "refused";

const same = <T>(outcome: T): Record<Who, T> => ({ anonymous: outcome, STUDENT: outcome, STAFF: outcome, ADMIN: outcome });
// Staff are told the page is for administrators (a 403 page in the console), not moved elsewhere.
const adminOnly: Record<Who, PageOutcome> = { anonymous: "→/Admin-Login", STUDENT: "→/Test-Series", STAFF: 403, ADMIN: 200 };
const staffAndAdmin: Record<Who, PageOutcome> = { anonymous: "→/Staff-Login", STUDENT: "→/Test-Series", STAFF: 200, ADMIN: 200 };
const studentOnly: Record<Who, PageOutcome> = { anonymous: "→/Student-Login", STUDENT: 200, STAFF: "→/StaffDash", ADMIN: "→/Adm" };

/** Keyed by the route as the build lists it, without the [locale] segment. */
const pages: Record<string, { path?: string; expect: Record<Who, PageOutcome> }> = {
  "/": { expect: same(200) },
  "/[...rest]": { path: "/no-such-page", expect: same(404) },
  "/Admin-Login": { expect: same(200) },
  "/Staff-Login": { expect: same(200) },
  "/Student-Login": { expect: same(200) },
  "/Staff-Register": { expect: same(200) },
  "/forgetpassword": { expect: same(200) },
  "/forget-staffpassword": { expect: same(200) },
  "/reset-password": { path: "/reset-password?token=not-a-real-token-000000", expect: same(200) },
  // An admin exists, so only an admin gets the form; everyone else gets the refusal.
  "/Admin-Register": { expect: { anonymous: "refused", STUDENT: "refused", STAFF: "refused", ADMIN: "admin form" } },
  "/Adm": { expect: adminOnly },
  "/Outbox": { expect: adminOnly },
  "/StaffDash": { expect: staffAndAdmin },
  "/Test-Series": { expect: studentOnly },
  "/Practice": { expect: studentOnly },
  "/Progress": { expect: studentOnly },
  "/Audit": { expect: adminOnly },
  "/Courses/[category]": { path: "/Courses/group2", expect: staffAndAdmin },
  "/Courses/[category]/Add": { path: "/Courses/group2/Add", expect: staffAndAdmin },
  "/Achievers": { expect: staffAndAdmin },
  "/Achievers/Add": { expect: staffAndAdmin },
  "/Test-Papers": { expect: staffAndAdmin },
  "/Test-Papers/Add": { expect: staffAndAdmin },
  "/Staff-Members": { expect: adminOnly },
  "/Staff-Members/Add": { expect: adminOnly },
  "/Students": { expect: adminOnly },
  "/Students/Add": { expect: adminOnly },
  "/Payments": { expect: adminOnly },
  // Online mock tests: staff write and review them; a student sits one and reads their own result.
  "/Mock-Tests": { expect: staffAndAdmin },
  "/Mock-Tests/Add": { expect: staffAndAdmin },
  "/Mock-Tests/[id]": { path: `/Mock-Tests/${MOCK_TEST_ID}`, expect: staffAndAdmin },
  "/Mock-Tests/[id]/Results": { path: `/Mock-Tests/${MOCK_TEST_ID}/Results`, expect: staffAndAdmin },
  "/Questions": { expect: staffAndAdmin },
  "/Questions/Import": { expect: staffAndAdmin },
  "/Questions/[id]": { path: "/Questions/1", expect: staffAndAdmin },
  "/Questions/Import/Paper/[id]": { path: `/Questions/Import/Paper/${PAPER_IMPORT_ID}`, expect: staffAndAdmin },
  "/Daily-Quiz": { expect: staffAndAdmin },
  "/Test-Series/[id]": { path: `/Test-Series/${MOCK_TEST_ID}`, expect: studentOnly },
  "/Test-Series/[id]/Result": { path: `/Test-Series/${MOCK_TEST_ID}/Result`, expect: studentOnly },
  // Anyone may start a paid registration.
  "/Student-Register": { expect: same(200) },
  "/SI-Technical": { expect: { anonymous: "→/Si-Recruitment", STUDENT: "→/Si-Recruitment", STAFF: "→/Courses/technical/Add", ADMIN: "→/Courses/technical/Add" } },
  "/opengraph-image": { expect: same(200) },
  // Each exam page's own shared-link picture (issue 38): Next names those in a route group with a hash of their folder.
  ...Object.fromEntries(
    [
      "/Common/opengraph-image-1w02mm",
      "/Group-2A/opengraph-image-cl5xfb",
      "/Group1/opengraph-image-1ynfu8",
      "/Group2/opengraph-image-1ynfu8",
      "/Group4/opengraph-image-1ynfu8",
      "/JointRecritment/opengraph-image-128xgr",
      "/Si-FingerFrint/opengraph-image-104s2t",
      "/Si-Recruitment/opengraph-image-15k1p2",
      "/TNUSRB/opengraph-image-7b8djc",
    ].map((path) => [path, { expect: same(200) }]),
  ),
  // Public pages.
  ...Object.fromEntries(
    [
      "/About",
      "/WhyAbout",
      "/Affairs",
      "/Affairs/Quiz",
      "/Eligibility",
      "/Faculty",
      "/Achivement",
      "/Group1",
      "/Group2",
      "/Group-2A",
      "/Group4",
      "/TNUSRB",
      "/Si-Recruitment",
      "/Si-FingerFrint",
      "/JointRecritment",
      "/Common",
      "/Payment",
    ].map((p) => [p, { expect: same<PageOutcome>(200) }]),
  ),
};
/** Addresses that match a route but name nothing in it: the role check first, then 404. */
const unknownCategory: Record<Who, PageOutcome> = { ...staffAndAdmin, STAFF: 404, ADMIN: 404 };
const unknownPaths: Record<string, Record<Who, PageOutcome>> = { "/Courses/nope": unknownCategory, "/Courses/nope/Add": unknownCategory };
// Framework pages with no route of their own.
const frameworkPages = ["/_global-error", "/_not-found"];
/** Files at the site root, in no language. */
const rootFiles: Record<string, Record<Who, number>> = { "/robots.txt": same(200), "/sitemap.xml": same(200), "/icon.svg": same(200), "/manifest.webmanifest": same(200) };

type ActionOutcome = "allowed" | "denied";
interface ActionRow {
  args: ActionArgs;
  expect: Record<Who, ActionOutcome>;
}

const adminOnlyAction: Record<Who, ActionOutcome> = { anonymous: "denied", STUDENT: "denied", STAFF: "denied", ADMIN: "allowed" };
const staffAction: Record<Who, ActionOutcome> = { anonymous: "denied", STUDENT: "denied", STAFF: "allowed", ADMIN: "allowed" };
const studentAction: Record<Who, ActionOutcome> = { anonymous: "denied", STUDENT: "allowed", STAFF: "denied", ADMIN: "denied" };

/** Keyed "file#export" as the build's server-reference manifest lists them. */
const actions: Record<string, ActionRow> = {
  "lib/auth/actions.ts#registerAdminAction": {
    args: [{ username: "authz-admin", password: "authz-password-1", setupCode: "AAAA-BBBB-CCCC" }],
    expect: adminOnlyAction,
  },
  // Public forms: they must answer everyone (with a validation error for these arguments).
  "lib/staff/actions.ts#registerStaffAction": { args: { form: { username: "" } }, expect: same("allowed") },
  "lib/auth/actions.ts#requestResetAction": { args: ["STAFF", { email: "nobody@example.com" }], expect: same("allowed") },
  "lib/auth/actions.ts#resetPasswordAction": { args: [{ token: "x".repeat(30), password: "whatever-1", confirm: "whatever-1" }], expect: same("allowed") },
  // Staff-View: admins only. Unknown ids are answered (not thrown) once the caller may act.
  "lib/staff/actions.ts#updateStaffAction": { args: [999999, {}], expect: adminOnlyAction },
  "lib/staff/actions.ts#deleteStaffAction": { args: [999999], expect: adminOnlyAction },
  "lib/staff/actions.ts#setStaffDisabledAction": { args: [999999, true], expect: adminOnlyAction },
  "lib/staff/actions.ts#decideStaffRequestAction": { args: [999999, true], expect: adminOnlyAction },
  "lib/students/actions.ts#addStudentAction": { args: [{}], expect: adminOnlyAction },
  // The paid registration is public: an empty form is answered with field errors, a made-up
  // payment with "paymentFailed"; neither registers anyone.
  "lib/payments/actions.ts#beginRegistration": { args: [{}], expect: same("allowed") },
  // Mock tests: empty forms and unknown ids are answered (field errors, "not found") to whoever may act.
  "lib/mock-tests/authoring-actions.ts#createMockTestAction": { args: [{}], expect: staffAction },
  "lib/mock-tests/authoring-actions.ts#updateMockTestAction": { args: [999999, {}], expect: staffAction },
  "lib/mock-tests/authoring-actions.ts#deleteMockTestAction": { args: [999999], expect: staffAction },
  "lib/mock-tests/authoring-actions.ts#finaliseMockKeyAction": { args: [999999], expect: staffAction },
  "lib/questions/actions.ts#drawQuestionsAction": { args: [{}], expect: staffAction },
  "lib/papers/actions.ts#savePaperQuestionAction": { args: [999999, {}], expect: staffAction },
  "lib/papers/actions.ts#removePaperPictureAction": { args: [999999, {}], expect: staffAction },
  "lib/papers/actions.ts#confirmPaperAction": { args: [999999, {}], expect: staffAction },
  "lib/papers/actions.ts#paperTestAction": { args: [999999], expect: staffAction },
  "lib/questions/actions.ts#editQuestionAction": { args: [999999, {}], expect: staffAction },
  "lib/questions/actions.ts#deleteQuestionAction": { args: [999999], expect: staffAction },
  "lib/questions/actions.ts#moveToPoolAction": { args: [{}], expect: staffAction },
  "lib/quiz/actions.ts#scheduleQuizAction": { args: [{}], expect: staffAction },
  "lib/practice/actions.ts#startPracticeAction": { args: [{}], expect: studentAction },
  "lib/quiz/actions.ts#deleteQuizAction": { args: [999999], expect: staffAction },
  "lib/quiz/actions.ts#correctQuizAction": { args: [{}], expect: staffAction },
  "lib/mock-tests/review-actions.ts#acceptObjectionAction": { args: [{}], expect: staffAction },
  "lib/mock-tests/review-actions.ts#rejectObjectionAction": { args: [{}], expect: staffAction },
  "lib/omr/actions.ts#decideOmrQuestionAction": { args: [{}], expect: staffAction },
  "lib/omr/actions.ts#assignOmrStudentAction": { args: [{}], expect: staffAction },
  "lib/omr/actions.ts#confirmOmrSheetAction": { args: [{}], expect: staffAction },
  "lib/omr/actions.ts#confirmReadyOmrSheetsAction": { args: [{}], expect: staffAction },
  "lib/omr/actions.ts#setAsideOmrSheetAction": { args: [{}], expect: staffAction },
  "lib/omr/actions.ts#retryOmrScanAction": { args: [{}], expect: staffAction },
  "lib/omr/actions.ts#removeOmrScanAction": { args: [{}], expect: staffAction },
  "lib/omr/actions.ts#decideReadingAction": { args: [{}], expect: staffAction },
  "lib/mock-tests/results-actions.ts#fileObjectionAction": { args: [{}], expect: studentAction },
  "lib/mock-tests/results-actions.ts#setHideFromToppersAction": { args: [{}], expect: studentAction },
  "lib/payments/actions.ts#confirmPayment": { args: [{ orderId: "order_x", paymentId: "pay_x", signature: "0".repeat(64) }], expect: same("allowed") },
};
/** What the actions answer when they refuse without throwing. */
const refusals = ["adminRegisterOnlyAdmins", "signInRequired", "notAllowed"];

interface HandlerCall {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  body?: unknown;
  crossSite?: boolean;
  expect: Record<Who, number>;
}
const staffWrites = (status: number): Record<Who, number> => ({ anonymous: 401, STUDENT: 403, STAFF: status, ADMIN: status });
const handlers: Record<string, HandlerCall[]> = {
  // Without fields the add is refused as invalid (400) once the caller may add at all.
  "/api/documents/[category]": [
    { method: "POST", path: "/api/documents/group2", body: "", expect: staffWrites(400) },
    { method: "POST", path: "/api/documents/group2", body: "", crossSite: true, expect: same(403) },
  ],
  "/api/documents/[category]/[id]": [
    { method: "PUT", path: "/api/documents/group2/999999?title=a&paper=b&subject=c", expect: staffWrites(404) },
    { method: "DELETE", path: "/api/documents/group2/999999", expect: staffWrites(404) },
    { method: "DELETE", path: "/api/documents/group2/999999", crossSite: true, expect: same(403) },
  ],
  "/api/achievers": [
    { method: "POST", path: "/api/achievers", body: "", expect: staffWrites(400) },
    { method: "POST", path: "/api/achievers?name=a&batch=b&department=c", body: "", crossSite: true, expect: same(403) },
  ],
  "/api/achievers/[id]": [
    { method: "PUT", path: "/api/achievers/999999?name=a&batch=b&department=c", expect: staffWrites(404) },
    { method: "DELETE", path: "/api/achievers/999999", expect: staffWrites(404) },
    { method: "DELETE", path: "/api/achievers/999999", crossSite: true, expect: same(403) },
  ],
  "/api/tests": [
    { method: "POST", path: "/api/tests", body: "", expect: staffWrites(400) },
    { method: "POST", path: "/api/tests", body: "", crossSite: true, expect: same(403) },
  ],
  "/api/tests/[id]": [
    { method: "PUT", path: "/api/tests/999999?examType=TNPSC&department=GROUP_I&subject=s&paperType=QUESTION", expect: staffWrites(404) },
    { method: "DELETE", path: "/api/tests/999999", expect: staffWrites(404) },
    { method: "DELETE", path: "/api/tests/999999", crossSite: true, expect: same(403) },
  ],
  // Syllabus PDFs and photos are public; test-series papers need a signed-in account (students
  // exist only after paying), whether asked for inline or as a download.
  "/api/files/[id]": [
    { method: "GET", path: `/api/files/${PUBLIC_FILE_ID}`, expect: same(200) },
    { method: "GET", path: `/api/files/${MEMBER_FILE_ID}`, expect: { anonymous: 401, STUDENT: 200, STAFF: 200, ADMIN: 200 } },
    { method: "GET", path: `/api/files/${MEMBER_FILE_ID}?download=1`, expect: { anonymous: 401, STUDENT: 200, STAFF: 200, ADMIN: 200 } },
    // The question paper of a mock test that has not opened: not even a paid student, until it opens.
    { method: "GET", path: `/api/files/${UPCOMING_PAPER_FILE_ID}`, expect: { anonymous: 401, STUDENT: 404, STAFF: 200, ADMIN: 200 } },
    // Its pages drawn as images (issue 34) follow the paper: a member's once open, staff's until then.
    { method: "GET", path: `/api/files/${MEMBER_PAGE_FILE_ID}`, expect: { anonymous: 401, STUDENT: 200, STAFF: 200, ADMIN: 200 } },
    { method: "GET", path: `/api/files/${UPCOMING_PAGE_FILE_ID}`, expect: { anonymous: 401, STUDENT: 404, STAFF: 200, ADMIN: 200 } },
    // A page of a question paper under review (issue 35): staff's, nothing of it is in the bank yet.
    { method: "GET", path: `/api/files/${REVIEW_PAGE_FILE_ID}`, expect: { anonymous: 401, STUDENT: 404, STAFF: 200, ADMIN: 200 } },
    // And a figure cut from that paper for one of its questions: staff's too, until it is stored in the bank.
    { method: "GET", path: `/api/files/${REVIEW_PICTURE_FILE_ID}`, expect: { anonymous: 401, STUDENT: 404, STAFF: 200, ADMIN: 200 } },
    { method: "GET", path: "/api/files/999999", expect: same(404) },
  ],
  // Online mock tests: only a student starts one; an attempt answers its owner only (attempt 1 is
  // another student's, so the signed-in student gets 404); results are for staff.
  "/api/mock-tests/[id]/attempt": [
    { method: "POST", path: `/api/mock-tests/${MOCK_TEST_ID}/attempt`, expect: { anonymous: 401, STUDENT: 200, STAFF: 403, ADMIN: 403 } },
    { method: "POST", path: `/api/mock-tests/${MOCK_TEST_ID}/attempt`, crossSite: true, expect: same(403) },
  ],
  "/api/mock-tests/attempts/[id]/marks": [
    {
      method: "POST",
      path: `/api/mock-tests/attempts/${OTHER_ATTEMPT_ID}/marks`,
      body: { marks: [{ question: 1, letter: "A", seq: 1 }] },
      expect: { anonymous: 401, STUDENT: 404, STAFF: 403, ADMIN: 403 },
    },
    { method: "POST", path: `/api/mock-tests/attempts/${OTHER_ATTEMPT_ID}/marks`, body: { marks: [] }, crossSite: true, expect: same(403) },
  ],
  "/api/mock-tests/attempts/[id]/check": [
    { method: "POST", path: `/api/mock-tests/attempts/${OTHER_ATTEMPT_ID}/check`, body: { question: 1 }, expect: { anonymous: 401, STUDENT: 404, STAFF: 403, ADMIN: 403 } },
    { method: "POST", path: `/api/mock-tests/attempts/${OTHER_ATTEMPT_ID}/check`, body: { question: 1 }, crossSite: true, expect: same(403) },
  ],
  "/api/mock-tests/attempts/[id]/submit": [
    { method: "POST", path: `/api/mock-tests/attempts/${OTHER_ATTEMPT_ID}/submit`, expect: { anonymous: 401, STUDENT: 404, STAFF: 403, ADMIN: 403 } },
    { method: "POST", path: `/api/mock-tests/attempts/${OTHER_ATTEMPT_ID}/submit`, crossSite: true, expect: same(403) },
  ],
  "/api/mock-tests/[id]/results": [{ method: "GET", path: `/api/mock-tests/${MOCK_TEST_ID}/results`, expect: { anonymous: 401, STUDENT: 403, STAFF: 200, ADMIN: 200 } }],
  // An empty body: staff get 400 (no file), after the role check; a cross-site POST is refused first.
  "/api/mock-tests/[id]/scans": [
    { method: "POST", path: `/api/mock-tests/${MOCK_TEST_ID}/scans?name=scan.pdf`, expect: { anonymous: 401, STUDENT: 403, STAFF: 400, ADMIN: 400 } },
    { method: "POST", path: `/api/mock-tests/${MOCK_TEST_ID}/scans?name=scan.pdf`, crossSite: true, expect: same(403) },
  ],
  // No sheet 999999: staff get 404 after the role check.
  "/api/omr-sheets/[id]/image": [{ method: "GET", path: `/api/omr-sheets/999999/image?test=${MOCK_TEST_ID}`, expect: { anonymous: 401, STUDENT: 403, STAFF: 404, ADMIN: 404 } }],
  // A student's own sheet only (issue 36): the e2e student has no sheet of this test, staff use the image route above.
  "/api/mock-tests/[id]/my-sheet": [{ method: "GET", path: `/api/mock-tests/${MOCK_TEST_ID}/my-sheet`, expect: { anonymous: 401, STUDENT: 404, STAFF: 403, ADMIN: 403 } }],
  "/api/mock-tests/[id]/sheets": [{ method: "GET", path: `/api/mock-tests/${MOCK_TEST_ID}/sheets?from=1&count=1`, expect: { anonymous: 401, STUDENT: 403, STAFF: 200, ADMIN: 200 } }],
  // The question bank: an empty body is 422 (no questions) for staff, after the role check.
  "/api/questions/import": [
    { method: "POST", path: "/api/questions/import", expect: { anonymous: 401, STUDENT: 403, STAFF: 422, ADMIN: 422 } },
    { method: "POST", path: "/api/questions/import", crossSite: true, expect: same(403) },
  ],
  // The refused rows of an upload: an empty body is 422 (not a sheet) for staff too.
  "/api/questions/refused": [
    { method: "POST", path: "/api/questions/refused?format=csv", expect: { anonymous: 401, STUDENT: 403, STAFF: 422, ADMIN: 422 } },
    { method: "POST", path: "/api/questions/refused?format=csv", crossSite: true, expect: same(403) },
  ],
  // The daily quiz is anyone's: answers that are not a quiz's are 400 whoever sends them; another site is refused.
  "/api/quiz/[id]": [
    { method: "POST", path: "/api/quiz/999999", body: { answers: [] }, expect: same(400) },
    { method: "POST", path: "/api/quiz/999999", body: { answers: ["A", "B", "C", "D", "A"] }, expect: same(404) },
    { method: "POST", path: "/api/quiz/999999", body: { answers: [] }, crossSite: true, expect: same(403) },
  ],
  // A question paper: an empty body is 422 for staff (nothing to read).
  "/api/questions/papers": [
    { method: "POST", path: "/api/questions/papers?name=empty.txt", expect: { anonymous: 401, STUDENT: 403, STAFF: 422, ADMIN: 422 } },
    { method: "POST", path: "/api/questions/papers?name=empty.txt", crossSite: true, expect: same(403) },
  ],
  // A question's picture: an empty body is 400 for staff (no picture), an unknown question 404.
  "/api/questions/[id]/image": [
    { method: "POST", path: "/api/questions/999999/image?name=map.png", body: "", expect: staffWrites(400) },
    { method: "POST", path: "/api/questions/999999/image?name=map.png", body: "", crossSite: true, expect: same(403) },
    { method: "DELETE", path: "/api/questions/999999/image", expect: staffWrites(404) },
  ],
  "/api/questions/template": [{ method: "GET", path: "/api/questions/template?format=xlsx", expect: { anonymous: 401, STUDENT: 403, STAFF: 200, ADMIN: 200 } }],
  "/api/questions/export": [{ method: "GET", path: "/api/questions/export?format=csv&subject=polity", expect: { anonymous: 401, STUDENT: 403, STAFF: 200, ADMIN: 200 } }],
  // Gateway to server: no session, no Origin; only a valid signature over the raw body counts.
  "/api/payments/webhook": [{ method: "POST", path: "/api/payments/webhook", body: { event: "payment.captured" }, expect: same(400) }],
  // The test gateway's checkout (no Razorpay keys here): an unknown order is 404, another site 403.
  "/api/payments/test-checkout": [
    { method: "POST", path: "/api/payments/test-checkout", body: { orderId: "order_none", outcome: "pay" }, expect: same(404) },
    { method: "POST", path: "/api/payments/test-checkout", body: { orderId: "order_none", outcome: "pay" }, crossSite: true, expect: same(403) },
  ],
  // A student's details PDF: admins and the student themself; a token-less stranger never learns whether the id exists.
  "/api/students/[id]/pdf": [
    { method: "GET", path: `/api/students/${STUDENT_ID}/pdf`, expect: { anonymous: 401, STUDENT: 200, STAFF: 404, ADMIN: 200 } },
    { method: "GET", path: `/api/students/${STUDENT_ID}/pdf?token=1.${"0".repeat(64)}`, expect: { anonymous: 401, STUDENT: 200, STAFF: 404, ADMIN: 200 } },
    { method: "GET", path: "/api/students/1/pdf", expect: { anonymous: 401, STUDENT: 404, STAFF: 404, ADMIN: 404 } },
  ],
  "/api/students/export": [{ method: "GET", path: "/api/students/export", expect: { anonymous: 401, STUDENT: 403, STAFF: 403, ADMIN: 200 } }],
  "/api/search": [{ method: "GET", path: "/api/search?q=%E0%AE%95%E0%AF%81%E0%AE%B0%E0%AF%82%E0%AE%AA%E0%AF%8D", expect: same(200) }],
  "/api/login": [
    { method: "POST", path: "/api/login", body: {}, expect: same(400) },
    { method: "POST", path: "/api/login", body: { role: "ADMIN", username: "e2e-admin", password: PASSWORD }, crossSite: true, expect: same(403) },
  ],
  "/api/auth/[...nextauth]": [
    { method: "GET", path: "/api/auth/session", expect: same(200) },
    { method: "GET", path: "/api/auth/providers", expect: same(200) },
  ],
  // Last: it ends the caller's session (anyone may log out; another site may not log them out).
  "/api/logout": [
    { method: "POST", path: "/api/logout", crossSite: true, expect: same(403) },
    { method: "POST", path: "/api/logout", expect: same(204) },
  ],
};

function project(): { nextDir: string; tamilPrefix: string } {
  const metadata = test.info().project.metadata as { nextDir?: string; tamilPrefix?: string };
  return { nextDir: metadata.nextDir ?? ".next", tamilPrefix: metadata.tamilPrefix ?? "" };
}
function readManifest<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(project().nextDir, file), "utf8")) as T;
}
function baseURL(): string {
  return siteURL();
}

/** The page's address in one language: English under /en; Tamil, the default, unprefixed. */
function localized(locale: (typeof locales)[number], pathname: string): string {
  const prefix = locale === "en" ? "/en" : project().tamilPrefix;
  return `${prefix}${pathname === "/" ? "" : pathname}` || "/";
}
const refusalText = Object.fromEntries(
  locales.map((locale) => [locale, (JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as { auth: Record<string, string> }).auth.adminRegisterOnlyAdmins]),
);

/** What a page answered; `inspect` also tells the admin-registration form from its refusal. */
async function pageOutcome(response: APIResponse, locale: (typeof locales)[number], inspect: boolean): Promise<PageOutcome | number> {
  const status = response.status();
  if (status >= 300 && status < 400) {
    // next-intl redirects within the request's language; the default language has no prefix.
    const target = new URL(response.headers().location, baseURL()).pathname;
    return `→${locale === "en" ? target.replace(/^\/en(?=\/|$)/, "") : target}` as PageOutcome;
  }
  if (status !== 200 || !inspect) return status;
  const html = await response.text();
  if (/autocomplete="new-password"/i.test(html)) return "admin form";
  if (html.includes(refusalText[locale])) return "refused";
  return 200;
}

function routeOf(entry: string): string {
  return entry.replace(/^\/\[locale\]/, "") || "/";
}

test("every page, server action and route handler of the build has a row in the table", () => {
  const routes = Object.values(readManifest<Record<string, string>>("app-path-routes-manifest.json"));
  const pageRoutes = routes.filter((r) => !r.startsWith("/api/") && !frameworkPages.includes(r) && !(r in rootFiles)).map(routeOf);
  const handlerRoutes = routes.filter((r) => r.startsWith("/api/"));
  const actionKeys = actionReferences(project().nextDir).map((a) => a.key);

  expect(pageRoutes.sort()).toEqual(Object.keys(pages).sort());
  expect(routes.filter((r) => r in rootFiles).sort()).toEqual(Object.keys(rootFiles).sort());
  expect(handlerRoutes.sort()).toEqual(Object.keys(handlers).sort());
  expect(actionKeys.sort()).toEqual(Object.keys(actions).sort());
});

// What the no-middleware run proves holds only if its site really has no middleware: the copy
// (tests/e2e/servers.ts) is the same build with the middleware taken out of its route table, and
// the desktop run is the control that shows these two probes do see a middleware.
test("the middleware runs in the build and not in its copy without it", async () => {
  const without = test.info().project.name === "no-middleware";
  const context = await apiCaller("anonymous");
  const home = await context.get("/en", { maxRedirects: 0 });
  expect(home.status()).toBe(200);
  // A page's Content-Security-Policy is written by middleware.ts alone (next.config.ts gives pages none).
  expect(home.headers()["content-security-policy"], "the page's policy").toEqual(without ? undefined : expect.stringContaining("script-src"));
  // And only the middleware serves the Tamil pages at unprefixed addresses.
  expect((await context.get("/About", { maxRedirects: 0 })).status(), "GET /About").toBe(without ? 404 : 200);
  // Its matcher leaves /api out: route handlers answer alike with or without it (see "route handlers as").
  expect((await context.get("/api/search?q=group")).headers()["content-security-policy"], "an /api answer's policy").toBeUndefined();
  await context.dispose();
});

const caller = (who: Caller) => (who === "PENDING" ? pendingStaffCaller() : apiCaller(who));

for (const who of everyone) {
  test(`pages as ${who}`, async () => {
    const context = await caller(who);
    for (const [route, row] of Object.entries(pages)) {
      for (const locale of locales) {
        const url = localized(locale, row.path ?? route);
        const inspect = Object.values(row.expect).some((o) => o === "admin form" || o === "refused");
        const outcome = await pageOutcome(await context.get(url, { maxRedirects: 0 }), locale, inspect);
        expect.soft(outcome, `${who} GET ${url}`).toBe(expected(row.expect, who));
      }
    }
    for (const [pathname, statuses] of Object.entries(unknownPaths)) {
      for (const locale of locales) {
        const url = localized(locale, pathname);
        expect.soft(await pageOutcome(await context.get(url, { maxRedirects: 0 }), locale, false), `${who} GET ${url}`).toBe(expected(statuses, who));
      }
    }
    for (const [file, statuses] of Object.entries(rootFiles)) {
      expect.soft((await context.get(file, { maxRedirects: 0 })).status(), `${who} GET ${file}`).toBe(expected(statuses, who));
    }
    await context.dispose();
  });

  test(`route handlers as ${who}`, async () => {
    test.skip(test.info().project.name === "no-middleware", "the middleware never runs for /api (its matcher leaves it out, checked above): the build's run is the proof");
    // Every handler's calls one after another: 10–12 s for staff on an idle 2-core machine, past the
    // default 30 s when the machine is shared and loaded (a clean-clone run at load average 14).
    test.setTimeout(90_000);
    const context = await caller(who);
    // The session endpoint tells each caller only about themselves.
    const session = await (await context.get("/api/auth/session")).json();
    expect(session?.user?.role ?? null).toBe(who === "anonymous" || who === "PENDING" ? null : who);
    for (const [route, calls] of Object.entries(handlers)) {
      for (const call of calls) {
        const headers: Record<string, string> = call.crossSite ? { origin: "https://evil.example" } : {};
        const response = await context.fetch(call.path, { method: call.method, data: call.body, headers, maxRedirects: 0 });
        expect.soft(response.status(), `${who} ${call.method} ${call.path} (${route})`).toBe(expected(call.expect, who));
      }
    }
    if (who !== "anonymous" && who !== "PENDING") {
      // The logout ended the session on the server: the same cookie no longer opens the home page.
      const home = await context.get(`/en${accounts[who].home}`, { maxRedirects: 0 });
      expect(home.status()).toBe(307);
    }
    await context.dispose();
  });

  test(`server actions as ${who}`, async () => {
    const context = await caller(who);
    for (const action of actionReferences(project().nextDir)) {
      const row = actions[action.key];
      const { status, body, threw } = await callAction(context, action, row.args);
      const refused = refusals.some((message) => body.includes(`"serverError":"${message}"`));
      const outcome: ActionOutcome = threw || refused ? "denied" : "allowed";
      expect.soft(outcome, `${who} calls ${action.key}: ${status} ${body.slice(0, 200)}`).toBe(expected(row.expect, who));
    }
    await context.dispose();
  });
}
