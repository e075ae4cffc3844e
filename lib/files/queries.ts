import { db } from "@/lib/db";
import { downloadName } from "./names";

export type Audience = "public" | "members";

/**
 * Who may read a stored file, decided by what it belongs to: syllabus PDFs and photos are
 * public; test-series PDFs are for students (a student account exists only after payment),
 * staff and admins. The photo of a staff sign-up still waiting for approval is not public either
 * (it is on no public page). A file that belongs to nothing is not served.
 */
export async function fileWithAudience(id: number) {
  const file = await db().storedFile.findUnique({
    where: { id },
    select: {
      key: true,
      fileName: true,
      contentType: true,
      document: { select: { id: true } },
      achiever: { select: { id: true } },
      staffProfile: { select: { user: { select: { pendingApproval: true } } } },
      testPost: { select: { id: true } },
    },
  });
  if (!file) return null;
  const waiting = file.staffProfile?.user.pendingApproval;
  const audience: Audience | null = file.testPost || waiting ? "members" : file.document || file.achiever || file.staffProfile ? "public" : null;
  return audience ? { file: { key: file.key, fileName: downloadName(file.fileName, file.contentType), contentType: file.contentType }, audience } : null;
}
