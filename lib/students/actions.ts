"use server";

import { invalid } from "@/lib/auth/form-result";
import { requireActionRole } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { answer } from "@/lib/security/action";
import { studentFields } from "./schema";
import { addOfflineStudent } from "./service";

export type StudentFormResult = { ok: true; registerNo: string } | { ok: false; message?: string; fieldErrors?: Record<string, string> };

const fieldOf = { emailTaken: "email", phoneTaken: "phoneNumber", aadhaarTaken: "aadhaarNumber" } as const;

/** The admin's "add student" for a fee paid at the institute (admins only). */
export async function addStudentAction(input: unknown): Promise<StudentFormResult> {
  return answer<StudentFormResult>("addStudentAction", async () => {
    const admin = await requireActionRole("ADMIN");
    const parsed = studentFields.safeParse(input);
    if (!parsed.success) return invalid(parsed.error) as StudentFormResult;
    const result = await addOfflineStudent(db(), parsed.data, admin.id);
    if (!result.ok) return { ok: false, fieldErrors: { [fieldOf[result.error]]: result.error } };
    return { ok: true, registerNo: result.registerNo };
  });
}
