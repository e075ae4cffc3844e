import type { PrismaClient } from "@/lib/generated/prisma/client";
import { anyFieldContains } from "@/lib/db/paginate";
import type { DocumentFields } from "@/lib/records/schemas";
import type { RecordAdapter } from "@/lib/records/service";
import type { RecordRow } from "@/lib/records/types";
import type { DocumentCategory } from "./categories";

const select = { id: true, title: true, paper: true, subject: true, file: { select: { id: true, fileName: true, size: true } } } as const;
type Selected = { id: number; title: string; paper: string; subject: string; file: { id: number; fileName: string; size: number } };

const toRow = ({ id, file, title, paper, subject }: Selected): RecordRow => ({
  id,
  file: { id: file.id, name: file.fileName, size: file.size },
  values: { title, paper, subject },
});

const searched = ["title", "paper", "subject"] as const;

/** The syllabus PDFs of one category, as the shared record service sees them. */
export function documentAdapter(category: DocumentCategory): RecordAdapter<DocumentFields> {
  const where = (term?: string) => ({ category: category.value, ...anyFieldContains(searched, term) });
  return {
    entity: "Document",
    action: "document",
    file: { kind: "pdf", required: true },
    label: (fields) => `${category.slug}: ${fields.title}`,
    async find(db: PrismaClient, id) {
      const found = await db.document.findFirst({ where: { id, category: category.value }, select: { title: true, file: { select: { id: true, key: true } } } });
      return found && { label: `${category.slug}: ${found.title}`, file: found.file };
    },
    create: async (tx, fields, fileId) => toRow(await tx.document.create({ data: { category: category.value, ...fields, fileId: fileId! }, select })),
    update: async (tx, id, fields, fileId) => toRow(await tx.document.update({ where: { id }, data: { ...fields, ...(fileId ? { fileId } : {}) }, select })),
    remove: async (tx, id) => void (await tx.document.delete({ where: { id } })),
    count: (db, term) => db.document.count({ where: where(term) }),
    list: async (db, term, skip, take) => (await db.document.findMany({ where: where(term), orderBy: { id: "desc" }, skip, take, select })).map(toRow),
  };
}
