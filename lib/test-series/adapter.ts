import type { Prisma } from "@/lib/generated/prisma/client";
import type { TestPostFields } from "@/lib/records/schemas";
import type { RecordAdapter } from "@/lib/records/service";
import type { RecordRow } from "@/lib/records/types";

const select = { id: true, examType: true, department: true, subject: true, paperType: true, file: { select: { id: true, fileName: true, size: true } } } as const;
type Selected = Prisma.TestSeriesPostGetPayload<{ select: typeof select }>;

const toRow = ({ id, file, ...values }: Selected): RecordRow => ({ id, file: { id: file.id, name: file.fileName, size: file.size }, values });

/** Free words match the subject; the closed lists are filtered on the console's own controls. */
const where = (term?: string) => (term ? { subject: { contains: term, mode: "insensitive" as const } } : {});

/** Test-series posts (question and answer PDFs for paid students) for the shared record service. */
export const testPostAdapter: RecordAdapter<TestPostFields> = {
  entity: "TestSeriesPost",
  action: "test",
  file: { kind: "pdf", required: true },
  label: (fields) => `${fields.examType} ${fields.department} ${fields.paperType}: ${fields.subject}`,
  async find(db, id) {
    const found = await db.testSeriesPost.findUnique({
      where: { id },
      select: { examType: true, department: true, paperType: true, subject: true, file: { select: { id: true, key: true } } },
    });
    return found && { label: `${found.examType} ${found.department} ${found.paperType}: ${found.subject}`, file: found.file };
  },
  create: async (tx, fields, fileId) => toRow(await tx.testSeriesPost.create({ data: { ...fields, fileId: fileId! }, select })),
  update: async (tx, id, fields, fileId) => toRow(await tx.testSeriesPost.update({ where: { id }, data: { ...fields, ...(fileId ? { fileId } : {}) }, select })),
  remove: async (tx, id) => void (await tx.testSeriesPost.delete({ where: { id } })),
  // The question paper of an online test is kept while the test is (its answer paper just detaches).
  inUse: async (db, id) => (await db.mockTest.count({ where: { questionPostId: id } })) > 0,
  count: (db, term) => db.testSeriesPost.count({ where: where(term) }),
  list: async (db, term, skip, take) => (await db.testSeriesPost.findMany({ where: where(term), orderBy: { id: "desc" }, skip, take, select })).map(toRow),
};
