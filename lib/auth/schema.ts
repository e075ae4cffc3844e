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

export const bloodGroups = ["A+", "A-", "B+", "B-", "AB+", "AB-", "O+", "O-"] as const;
const phone = z.string().trim().regex(/^[6-9]\d{9}$/, "phone");

/** A staff member's details: registration adds a password; the admin's edit form has no password. */
export const staffDetailsSchema = z.object({
  username,
  dob: z.iso.date("date"),
  phoneNumber: phone,
  whatsappNumber: phone,
  email: z.email("email").trim().toLowerCase(),
  bloodGroup: z.enum(bloodGroups, "bloodGroup"),
  department: textField(100),
  designation: textField(100),
});
export type StaffDetails = z.infer<typeof staffDetailsSchema>;

export const staffRegisterSchema = staffDetailsSchema.extend({ password: newPassword });
export type StaffRegisterInput = z.infer<typeof staffRegisterSchema>;

/** The database's names for the blood groups of the forms. */
export const bloodGroupValue = {
  "A+": "A_POS", "A-": "A_NEG", "B+": "B_POS", "B-": "B_NEG", "AB+": "AB_POS", "AB-": "AB_NEG", "O+": "O_POS", "O-": "O_NEG",
} as const satisfies Record<(typeof bloodGroups)[number], string>;
export type BloodGroupValue = (typeof bloodGroupValue)[keyof typeof bloodGroupValue];

export function bloodGroupLabel(value: BloodGroupValue): (typeof bloodGroups)[number] {
  return (Object.keys(bloodGroupValue) as (typeof bloodGroups)[number][]).find((label) => bloodGroupValue[label] === value)!;
}
