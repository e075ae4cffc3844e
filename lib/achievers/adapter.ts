import { anyFieldContains } from "@/lib/db/paginate";
import type { AchieverFields } from "@/lib/records/schemas";
import type { RecordAdapter } from "@/lib/records/service";
import type { RecordRow } from "@/lib/records/types";

const select = { id: true, name: true, batch: true, department: true, photo: { select: { id: true, fileName: true, size: true } } } as const;
type Selected = { id: number; name: string; batch: string; department: string; photo: { id: number; fileName: string; size: number } | null };

const toRow = ({ id, photo, name, batch, department }: Selected): RecordRow => ({
  id,
  file: photo && { id: photo.id, name: photo.fileName, size: photo.size },
  values: { name, batch, department },
});

const searched = ["name", "batch", "department"] as const;

/** Achievers (name, batch, department and an optional photo) for the shared record service. */
export const achieverAdapter: RecordAdapter<AchieverFields> = {
  entity: "Achiever",
  action: "achiever",
  file: { kind: "image", required: false },
  label: (fields) => fields.name,
  async find(db, id) {
    const found = await db.achiever.findUnique({ where: { id }, select: { name: true, photo: { select: { id: true, key: true } } } });
    return found && { label: found.name, file: found.photo };
  },
  create: async (tx, fields, photoId) => toRow(await tx.achiever.create({ data: { ...fields, photoId }, select })),
  update: async (tx, id, fields, photoId) => toRow(await tx.achiever.update({ where: { id }, data: { ...fields, ...(photoId ? { photoId } : {}) }, select })),
  remove: async (tx, id) => void (await tx.achiever.delete({ where: { id } })),
  count: (db, term) => db.achiever.count({ where: anyFieldContains(searched, term) }),
  list: async (db, term, skip, take) => (await db.achiever.findMany({ where: anyFieldContains(searched, term), orderBy: { id: "desc" }, skip, take, select })).map(toRow),
};
