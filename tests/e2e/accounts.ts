/** Accounts the browser tests sign in with; tests/e2e/prepare.ts creates them. */
export const PASSWORD = "e2e-password-1";

/** `signIn` is what the login form takes: staff and admins their username, students their register number. */
export const accounts = {
  ADMIN: { username: "e2e-admin", signIn: "e2e-admin", login: "/Admin-Login", home: "/Adm" },
  STAFF: { username: "e2e-staff", signIn: "e2e-staff", login: "/Staff-Login", home: "/StaffDash" },
  STUDENT: { username: "e2e-student", signIn: "E2E-0001", login: "/Student-Login", home: "/Test-Series" },
} as const;

/** A self-registered staff account no admin has approved (user 4): it must count as nobody. */
export const PENDING_STAFF = { id: 4, username: "e2e-pending", phoneNumber: "9000000004" } as const;
/** An approved staff account nobody signs in with (user 5): the control for a forged session cookie. */
export const CONTROL_STAFF = { id: 5, username: "e2e-control", phoneNumber: "9000000005" } as const;

export type E2eRole = keyof typeof accounts;

/**
 * tests/e2e/prepare.ts stores two test-series PDFs first: file 1 is for members only; file 2 is the
 * question paper of a mock test not open yet (hidden from students until it opens); files 3–5 and
 * 6–8 are their three pages drawn as images (issue 34); files 9–11 are a PDF paper's under review
 * (issue 35, staff's only: its figure, then its two pages); file 12 is a public syllabus PDF of the seed.
 */
export const MEMBER_FILE_ID = 1;
export const UPCOMING_PAPER_FILE_ID = 2;
export const MEMBER_PAGE_FILE_ID = 3;
export const UPCOMING_PAGE_FILE_ID = 6;
export const REVIEW_PICTURE_FILE_ID = 9;
export const REVIEW_PAGE_FILE_ID = 10;
export const PUBLIC_FILE_ID = 12;

/** prepare.ts creates the accounts in the order above, so the student's user id is 3. */
export const STUDENT_ID = 3;

/**
 * prepare.ts opens one online mock test (id 1, five questions, open for a month) and gives another
 * student (not one that signs in) attempt 1 on it: the authorization table starts, saves to and
 * submits that attempt as each caller, and nobody but its owner may.
 */
export const MOCK_TEST_ID = 1;
export const OTHER_ATTEMPT_ID = 1;
/** And one that opens in two days, nobody's attempt on it: what a student sees before the opening. */
export const UPCOMING_MOCK_TEST_ID = 2;
/** And one that closed yesterday, sat online by one student: the e2e student's paper sheet joins it (issue 20). */
export const PAPER_MOCK_TEST_ID = 3;
/** And one made of twelve bank questions in two sections, in Tamil and English, open for a month, nobody's attempt on it (issue 34). */
export const BANK_MOCK_TEST_ID = 4;
/** Its questions' stems: question n is `${BANK_STEM.ta} n` in Tamil, `${BANK_STEM.en} n` in English. */
export const BANK_STEM = { ta: "வங்கி வினா", en: "Bank question" } as const;
/** And a PDF test of the whole of file 1 (a real paper, lib/pdf/sample-paper.tsx): 45 questions, 15 a page, staff saying where each page starts. */
export const PDF_MOCK_TEST_ID = 5;
export const PDF_PAGE_STARTS = [1, 16, 31];
/** A bank question no test holds, for the console's edit and delete (issue 35): found by its stem. */
export const EDIT_STEM = { ta: "திருத்துவதற்கான வினா: சேரர்களின் தலைநகர் எது?", en: "A question to edit: which was the capital of the Cheras?" } as const;
/**
 * A student who sits nothing in the tests (issue 36's revision): two days ago they practised the
 * bank's three physics questions (practice pool), the first wrong, the second right, the third left
 * blank; the first and third are due for revision today. Signs in by register number.
 */
export const REVISER = { registerNo: "E2E-0002", password: PASSWORD, username: "e2e-reviser" } as const;
export const REVISION_STEM = { ta: "இயற்பியல் வினா", en: "Physics question" } as const;
/** A question paper read and waiting for review (issue 35): three questions, the second without its answer. */
export const PAPER_IMPORT_ID = 1;
export const PAPER_TEXT = [
  "பகுதி அ - வரலாறு",
  "1. தஞ்சைப் பெரிய கோயிலைக் கட்டியவர் யார்?",
  "(அ) முதலாம் இராசராசன் (ஆ) இராசேந்திரன் (இ) கரிகாலன் (ஈ) நரசிம்மவர்மன்",
  "விடை: அ",
  "2. சென்னை மாநிலம் தமிழ்நாடு எனப் பெயர் மாற்றப்பட்ட ஆண்டு எது?",
  "(அ) 1956 (ஆ) 1967 (இ) 1969 (ஈ) 1971",
  "3. திருக்குறளை இயற்றியவர் யார்?",
  "(அ) கம்பர் (ஆ) திருவள்ளுவர் (இ) இளங்கோ (ஈ) ஔவையார்",
  "விடை: ஆ",
].join("\n");
