/** Accounts the browser tests sign in with; tests/e2e/prepare.ts creates them. */
export const PASSWORD = "e2e-password-1";

export const accounts = {
  ADMIN: { username: "e2e-admin", login: "/Admin-Login", home: "/Adm" },
  STAFF: { username: "e2e-staff", login: "/Staff-Login", home: "/StaffDash" },
  STUDENT: { username: "e2e-student", login: "/Student-Login", home: "/Test-Series" },
} as const;

export type E2eRole = keyof typeof accounts;

/** tests/e2e/prepare.ts stores one test-series PDF first: file 1 is for members only; file 2 is a public syllabus PDF. */
export const MEMBER_FILE_ID = 1;
export const PUBLIC_FILE_ID = 2;

/** prepare.ts creates the accounts in the order above, so the student's user id is 3. */
export const STUDENT_ID = 3;
