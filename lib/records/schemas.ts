import { textField, z } from "@/lib/zod";

// The fields of every console record form, shared by the form (zodResolver) and the server.
// Error messages are keys under "form.errors" in messages/.

const text = textField(200);

/** Syllabus documents: the spec's Syllabus, Paper and Subject. */
export const documentFields = z.object({ title: text, paper: text, subject: text });
export type DocumentFields = z.infer<typeof documentFields>;

/** Achievers: the old forms stored Name, Batch and Department as syllabus, paper and subject. */
export const achieverFields = z.object({ name: text, batch: text, department: text });
export type AchieverFields = z.infer<typeof achieverFields>;

// The Prisma enums of prisma/schema.prisma, repeated here so the browser needs no generated code
// (tests/unit/records.test.ts keeps them equal).
export const examTypes = ["TNPSC", "TNUSRB"] as const;
export const testDepartments = ["GROUP_I", "GROUP_II", "GROUP_IIA", "GROUP_IV", "TNUSRB"] as const;
export const paperTypes = ["QUESTION", "ANSWER"] as const;

/** Which departments each exam body sets papers for. */
export const departmentsOf: Record<(typeof examTypes)[number], readonly (typeof testDepartments)[number][]> = {
  TNPSC: ["GROUP_I", "GROUP_II", "GROUP_IIA", "GROUP_IV"],
  TNUSRB: ["TNUSRB"],
};

export const testPostFields = z
  .object({
    examType: z.enum(examTypes, "required"),
    department: z.enum(testDepartments, "required"),
    subject: text,
    paperType: z.enum(paperTypes, "required"),
  })
  .refine((v) => departmentsOf[v.examType].includes(v.department), { path: ["department"], message: "departmentMismatch" });
export type TestPostFields = z.infer<typeof testPostFields>;
