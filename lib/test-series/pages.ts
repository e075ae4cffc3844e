import { buffer } from "node:stream/consumers";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { runBounded, WorkStopped } from "@/lib/jobs/bounded";
import { limits } from "@/lib/jobs/limits";
import { newKey, type Storage } from "@/lib/storage";
import type { DrawnPage, DrawOutcome } from "@/lib/files/pdf-pages";

// The question papers of online tests drawn into page images (issue 34), by a periodic round of
// the job queue ("papers.pages", lib/jobs/run.ts): a paper uploaded, or already there when this
// came, is drawn within a minute, in a bounded child, one paper at a time. A paper that cannot be
// drawn (broken, too long, past the child's limits) is recorded with its problem and not tried
// again: the answer sheet then draws the PDF itself, as before. Storage or database trouble is
// not a problem of the paper: the next round tries again.

/** One page of a paper as the answer sheet shows it. */
export interface PageImage {
  fileId: number;
  width: number;
  height: number;
  /** The body text's height in the image's pixels; null for a page without text. */
  textPx: number | null;
}

export type PageDrawer = (pdf: Uint8Array, onPage: (page: DrawnPage) => Promise<void>) => Promise<DrawOutcome>;

/** Draws in a bounded child (lib/test-series/pages-worker.ts). */
export const drawBounded: PageDrawer = (pdf, onPage) =>
  runBounded<DrawOutcome, DrawnPage>("lib/test-series/pages-worker.ts", { bytes: pdf }, { limits: limits.paperPages, onProgress: onPage });

/** The PDFs that are some online test's question paper and have not been drawn (or tried): newest first. */
const due = (db: PrismaClient, skip: number[]) =>
  db.storedFile.findFirst({ where: { id: { notIn: skip }, paperPages: null, testPost: { questionOf: { some: {} } } }, orderBy: { id: "desc" }, select: { id: true, key: true } });

/** The round: draws due papers one after another until none is left or `budgetMs` has passed. Returns how many were settled. */
export async function drawDuePapers(db: PrismaClient, store: Storage, { budgetMs = 3 * 60_000, draw = drawBounded }: { budgetMs?: number; draw?: PageDrawer } = {}): Promise<number> {
  const until = Date.now() + budgetMs;
  const tried: number[] = [];
  let settled = 0;
  for (let file = await due(db, tried); file && Date.now() < until; file = await due(db, tried)) {
    tried.push(file.id);
    if (await drawPaper(db, store, file, draw)) settled++;
  }
  return settled;
}

/**
 * Draws one PDF's pages, stores each image, and records them (or the problem) in one transaction.
 * Returns false when another round recorded this paper first. Throws on storage or database
 * trouble, after removing what it had stored.
 */
export async function drawPaper(db: PrismaClient, store: Storage, file: { id: number; key: string }, draw: PageDrawer = drawBounded): Promise<boolean> {
  const object = await store.get(file.key);
  const drawn: (DrawnPage & { key: string })[] = [];
  let outcome: DrawOutcome;
  try {
    if (!object) outcome = { ok: false, problem: "missing" };
    else
      outcome = await draw(new Uint8Array(await buffer(object.body)), async (page) => {
        const key = newKey("images", page.contentType === "image/png" ? "png" : "webp");
        await store.put(key, page.bytes, { contentType: page.contentType, size: page.bytes.length });
        drawn.push({ ...page, key });
      });
  } catch (error) {
    await removeAll(store, drawn);
    if (!(error instanceof WorkStopped)) throw error;
    outcome = { ok: false, problem: "tooCostly" };
  }
  const kept = outcome.ok ? drawn : [];
  if (!outcome.ok) await removeAll(store, drawn);
  try {
    await db.$transaction(async (tx) => {
      const pages: PageImage[] = [];
      for (const { key, page, bytes, contentType, width, height, textPx } of kept) {
        const row = await tx.storedFile.create({ data: { key, fileName: `page-${page}.${key.split(".").pop()}`, contentType, size: bytes.length, pageOfId: file.id }, select: { id: true } });
        pages.push({ fileId: row.id, width, height, textPx });
      }
      await tx.paperPages.create({ data: { fileId: file.id, pages: pages as object[], problem: outcome.ok ? null : outcome.problem } });
    });
    return true;
  } catch (error) {
    await removeAll(store, kept);
    // Recorded meanwhile by another round, or the paper deleted: nothing to keep.
    if ((error as { code?: string }).code === "P2002" || (error as { code?: string }).code === "P2003") return false;
    throw error;
  }
}

const removeAll = (store: Storage, pages: { key: string }[]) => Promise.all(pages.map((p) => store.delete(p.key).catch(() => undefined)));
