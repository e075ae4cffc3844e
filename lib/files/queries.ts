import { db } from "@/lib/db";
import { heldBack } from "@/lib/test-series/queries";
import { downloadName } from "./names";

export type Audience = "public" | "members" | "staff";

/**
 * Who may read a stored file, decided by what it belongs to: syllabus PDFs and photos are
 * public; test-series PDFs are for students (a student account exists only after payment),
 * staff and admins. The photo of a staff sign-up still waiting for approval is not public either
 * (it is on no public page). The question paper of an online mock test that has not opened yet,
 * and the answer paper of one that has not closed, are for staff and admins only until then.
 * A file that belongs to nothing is not served.
 */
export async function fileWithAudience(id: number, now = new Date()) {
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
  const held = file.testPost && (await db().testSeriesPost.count({ where: { id: file.testPost.id, ...heldBack(now) } })) > 0;
  const audience: Audience | null = held ? "staff" : file.testPost || waiting ? "members" : file.document || file.achiever || file.staffProfile ? "public" : null;
  return audience ? { file: { key: file.key, fileName: downloadName(file.fileName, file.contentType), contentType: file.contentType }, audience } : null;
}
