import { z } from "zod";

/** The add and update forms' fields: the spec's Syllabus, Paper and Subject. */
export const documentFields = z.object({
  title: z.string().trim().min(1, "required").max(200, "tooLong"),
  paper: z.string().trim().min(1, "required").max(200, "tooLong"),
  subject: z.string().trim().min(1, "required").max(200, "tooLong"),
});
export type DocumentFields = z.infer<typeof documentFields>;

/** A record as the console table and the update answer carry it. */
export interface DocumentRow {
  id: number;
  title: string;
  paper: string;
  subject: string;
  fileId: number;
  fileName: string;
  size: number;
}
