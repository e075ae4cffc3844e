import { newPassword } from "@/lib/auth/schema";
import { bloodGroups, textField, z } from "@/lib/zod";

// A staff account's form (the public sign-up, the admin's "add staff" and its edit form), checked
// the same in the browser and in lib/staff/actions.ts. Messages are keys under "form.errors".

const username = textField(100);
const phone = z
  .string()
  .trim()
  .regex(/^[6-9]\d{9}$/, "phone");

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
