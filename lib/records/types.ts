import type { FileKind } from "@/lib/files/upload";

/** One row of a console table and the answer to an add or update, whatever the record. */
export interface RecordRow {
  id: number;
  file: { id: number; name: string; size: number } | null;
  /** The form's fields as strings (enum values untranslated). */
  values: Record<string, string>;
}

export interface FileSlot {
  kind: FileKind;
  /** Whether a new record needs a file (syllabus and test PDFs do; achievers' photos do not). */
  required: boolean;
}
