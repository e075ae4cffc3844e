import "server-only";
import { withRole } from "@/lib/auth/with-role";
import { db } from "@/lib/db";
import { refusedWhenStopped, runBounded } from "@/lib/jobs/bounded";
import { limits } from "@/lib/jobs/limits";
import { readCappedBytes } from "@/lib/security/body";
import { storage } from "@/lib/storage";
import { createPaperImport } from "./import";
import { MAX_PAPER_MB } from "./limits";
import type { ReadOutcome } from "./read";

// A question paper's upload (issue 35), staff and admins only: app/api/questions/papers re-exports it.

/** POST /api/questions/papers?name=…: the body is the paper; read and parsed off the request's thread, kept for review. */
export const uploadPaper = withRole(["STAFF", "ADMIN"], async ({ request, user }) => {
  const bytes = await readCappedBytes(request, MAX_PAPER_MB * 1024 * 1024);
  if (bytes === null) return Response.json({ error: "fileTooLarge", maxMegabytes: MAX_PAPER_MB }, { status: 413 });
  const read = await runBounded<ReadOutcome>("lib/papers/read-worker.ts", { bytes }, { limits: limits.paperRead }).catch(refusedWhenStopped);
  if (read instanceof Response) return read;
  if (!read.ok) return Response.json({ error: read.error }, { status: 422 });
  const name = new URL(request.url).searchParams.get("name")?.slice(0, 200) || "paper";
  const id = await createPaperImport(db(), storage(), user.id, name, read);
  return Response.json({ id, questions: read.paper.questions.length }, { status: 201 });
});
