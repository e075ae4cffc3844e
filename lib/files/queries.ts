import { db } from "@/lib/db";
import { heldBack } from "@/lib/test-series/queries";
import { downloadName } from "./names";
import { kinds } from "@/lib/mock-tests/kinds";

export type Audience = "public" | "members" | "staff";

/**
 * Who may read a stored file, decided by what it belongs to: syllabus PDFs and photos are
 * public; test-series PDFs are for students (a student account exists only after payment),
 * staff and admins. The photo of a staff sign-up still waiting for approval is not public either
 * (it is on no public page). The question paper of an online mock test that has not opened yet,
 * and the answer paper of one that has not closed, are for staff and admins only until then.
 * A bank question's picture (issue 21) follows the tests whose version of a question shows it
 * (issue 35): public once in a day's quiz that has opened, for students once in an opened test or
 * a practice set, staff's until then (and when only an edit's history still names it).
 * A picture of a question paper under review (issue 35) is staff's: nothing of it is in the bank yet.
 * A page of a question paper drawn as an image (issue 34) is for whoever may read the paper.
 * A file that belongs to nothing is not served.
 */
export async function fileWithAudience(id: number, now = new Date()): Promise<ReturnType<typeof withAudience>> {
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
      question: { select: { id: true } },
      _count: { select: { questionVersions: true } },
      paperImportId: true,
      pageOfId: true,
    },
  });
  if (!file) return null;
  if (file.pageOfId !== null) return withAudience(file, (await fileWithAudience(file.pageOfId, now))?.audience ?? null);
  if (file.paperImportId !== null) return withAudience(file, "staff");
  if (file.question || file._count.questionVersions) return withAudience(file, await pictureAudience(id, now));
  const waiting = file.staffProfile?.user.pendingApproval;
  const held = file.testPost && (await db().testSeriesPost.count({ where: { id: file.testPost.id, ...heldBack(now) } })) > 0;
  const audience: Audience | null = held ? "staff" : file.testPost || waiting ? "members" : file.document || file.achiever || file.staffProfile ? "public" : null;
  return withAudience(file, audience);
}

function withAudience(file: { key: string; fileName: string; contentType: string }, audience: Audience | null) {
  return audience ? { file: { key: file.key, fileName: downloadName(file.fileName, file.contentType), contentType: file.contentType }, audience } : null;
}

async function pictureAudience(fileId: number, now: Date): Promise<Audience> {
  const uses = await db().mockTestQuestion.findMany({ where: { version: { imageId: fileId }, test: { opensAt: { lte: now } } }, select: { test: { select: { kind: true } } } });
  return uses.some((u) => kinds.forAnyone(u.test.kind)) ? "public" : uses.length ? "members" : "staff";
}
