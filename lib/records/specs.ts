import type { ZodType } from "zod";
import { achieverFields, departmentsOf, documentFields, examTypes, paperTypes, testDepartments, testPostFields } from "./schemas";
import type { FileSlot } from "./types";

// The console's file-backed records as data: the form's fields, the file it takes and the table's
// columns. One form (components/records/record-form.tsx) and one table (records-table.tsx) draw
// all of them. Labels are messages: "<resource>.fields.<name>", "<resource>.options.<name>.<value>".
// Plain data and zod only: the browser imports it.

export interface FieldSpec {
  name: string;
  /** A closed list (a select); without it the field is a text box. */
  options?: readonly string[];
  /** Only these options, given another field's value (departments of the chosen exam). */
  narrowedBy?: { field: string; map: Record<string, readonly string[]> };
}

/** A field's name shows its value; the others are the shared columns of every table. */
export type Column = "id" | "icon" | "photo" | "view" | "download" | "edit" | "delete" | (string & {});

export interface ResourceSpec {
  fields: readonly FieldSpec[];
  file: FileSlot;
  schema: ZodType<Record<string, string>>;
  columns: readonly Column[];
}

export const resources = {
  documents: {
    fields: [{ name: "title" }, { name: "paper" }, { name: "subject" }],
    file: { kind: "pdf", required: true },
    schema: documentFields,
    columns: ["id", "icon", "title", "paper", "subject", "download", "edit", "delete"],
  },
  achievers: {
    fields: [{ name: "name" }, { name: "batch" }, { name: "department" }],
    file: { kind: "image", required: false },
    schema: achieverFields,
    columns: ["id", "photo", "name", "batch", "department", "edit", "delete"],
  },
  tests: {
    fields: [
      { name: "examType", options: examTypes },
      { name: "department", options: testDepartments, narrowedBy: { field: "examType", map: departmentsOf } },
      { name: "subject" },
      { name: "paperType", options: paperTypes },
    ],
    file: { kind: "pdf", required: true },
    schema: testPostFields,
    columns: ["id", "icon", "examType", "department", "subject", "paperType", "view", "download", "edit", "delete"],
  },
} as const satisfies Record<string, ResourceSpec>;

export type ResourceKey = keyof typeof resources;
