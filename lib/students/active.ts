import { Prisma } from "@/lib/generated/prisma/client";

// Who counts as a student for the institute's lists and sheets (issue 32): a student account that
// is not disabled. One rule in the two forms the code asks it in, so the printed sheets' batches
// and the reader's matching of a register number cannot drift apart.
export const activeStudent = {
  /** A StudentProfile filter. */
  where: { user: { disabled: false, role: "STUDENT" } },
  /** For SQL that names the User row `u`. */
  sql: Prisma.sql`NOT u."disabled" AND u."role" = 'STUDENT'`,
} as const;
