import { textField, z } from "@/lib/zod";

export const roles = ["ADMIN", "STAFF", "STUDENT"] as const;
export type AppRole = (typeof roles)[number];

const username = textField(100);
const password = z.string().min(1, "required").max(200, "tooLong");

export const loginSchema = z.object({ role: z.enum(roles), username, password });
export type LoginInput = z.infer<typeof loginSchema>;

/** New passwords: long enough to resist guessing, short enough for argon2 to stay quick. */
export const newPassword = z.string().min(8, "passwordTooShort").max(200, "tooLong");

export const emailSchema = z.object({ email: z.email("email").trim().toLowerCase() });

export const resetSchema = z
  .object({ token: z.string().min(20).max(200), password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "passwordsDiffer" });

/** The setup code is asked for only while no admin exists (lib/auth/setup-code.ts). */
export const adminRegisterSchema = z.object({ username, password: newPassword, setupCode: z.string().trim().max(100, "tooLong").optional() });
