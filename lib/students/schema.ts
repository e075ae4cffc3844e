import { bloodGroups, textField, z } from "@/lib/zod";
import { newPassword } from "@/lib/auth/schema";
import { aadhaarValid } from "./aadhaar";
import { communities } from "./communities";

// The student registration form (spec section 3 and 5), shared by the browser form, the paid
// registration and the admin's "add student". Error messages are keys under "form.errors".

export const tamilTypingLevels = ["TAMIL_LOWER", "TAMIL_HIGHER"] as const;
export const englishTypingLevels = ["ENGLISH_LOWER", "ENGLISH_HIGHER"] as const;
export const stenoLanguages = ["TAMIL", "ENGLISH", "BOTH"] as const;
export const stenoLevels = ["BASIC", "INTERMEDIATE", "ADVANCED"] as const;
export const pstmLevels = ["pstmTenth", "pstmTwelfth", "pstmUg", "pstmPg"] as const;

/** Spaces, dashes and a leading +91 or 0 are what people type; the number itself is kept. */
const mobile = z.preprocess((v) => (typeof v === "string" ? v.replace(/[\s-]/g, "").replace(/^(\+91|0091|0)(?=\d{10}$)/, "") : v), z.string().regex(/^[6-9]\d{9}$/, "phone"));
const aadhaar = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/[\s-]/g, "") : v),
  z
    .string()
    .regex(/^[2-9]\d{11}$/, { error: "aadhaar", abort: true })
    .refine(aadhaarValid, "aadhaarChecksum"),
);
/** A yes/no or checkbox field: forms send booleans, "true"/"yes" or nothing. */
const flag = z.preprocess((v) => v === true || v === "true" || v === "yes" || v === "on", z.boolean());
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(values, "required").optional());

function age(dob: string, on = new Date()): number {
  const born = new Date(`${dob}T00:00:00Z`);
  let years = on.getUTCFullYear() - born.getUTCFullYear();
  const m = on.getUTCMonth() - born.getUTCMonth();
  if (m < 0 || (m === 0 && on.getUTCDate() < born.getUTCDate())) years--;
  return years;
}

export const studentFields = z
  .object({
    username: textField(100),
    password: newPassword,
    fatherName: textField(100),
    dob: z.iso.date("date").refine((d) => age(d) >= 15 && age(d) <= 70, "dobRange"),
    qualification: textField(120),
    phoneNumber: mobile,
    whatsappNumber: mobile,
    fatherPhoneNumber: mobile,
    email: z.email("email").trim().toLowerCase().max(200, "tooLong"),
    aadhaarNumber: aadhaar,
    community: z.enum(communities, "required"),
    bloodGroup: z.enum(bloodGroups, "bloodGroup"),
    typingSkills: flag,
    tamilTyping: choice(tamilTypingLevels),
    englishTyping: choice(englishTypingLevels),
    stenoSkills: flag,
    stenoLanguage: choice(stenoLanguages),
    tamilStenoLevel: choice(stenoLevels),
    englishStenoLevel: choice(stenoLevels),
    exServiceman: flag,
    destituteWidow: flag,
    pstmTenth: flag,
    pstmTwelfth: flag,
    pstmUg: flag,
    pstmPg: flag,
    address: textField(500),
  })
  .superRefine((v, ctx) => {
    if (v.typingSkills && !v.tamilTyping && !v.englishTyping) ctx.addIssue({ code: "custom", path: ["tamilTyping"], message: "typingLevel" });
    if (!v.stenoSkills) return;
    if (!v.stenoLanguage) return ctx.addIssue({ code: "custom", path: ["stenoLanguage"], message: "required" });
    if (v.stenoLanguage !== "ENGLISH" && !v.tamilStenoLevel) ctx.addIssue({ code: "custom", path: ["tamilStenoLevel"], message: "required" });
    if (v.stenoLanguage !== "TAMIL" && !v.englishStenoLevel) ctx.addIssue({ code: "custom", path: ["englishStenoLevel"], message: "required" });
  })
  // Unticking a skill clears its levels, as the form does; the server never stores stale ones.
  .transform((v) => ({
    ...v,
    tamilTyping: v.typingSkills ? v.tamilTyping : undefined,
    englishTyping: v.typingSkills ? v.englishTyping : undefined,
    stenoLanguage: v.stenoSkills ? v.stenoLanguage : undefined,
    tamilStenoLevel: v.stenoSkills && v.stenoLanguage !== "ENGLISH" ? v.tamilStenoLevel : undefined,
    englishStenoLevel: v.stenoSkills && v.stenoLanguage !== "TAMIL" ? v.englishStenoLevel : undefined,
  }));

export type StudentInput = z.input<typeof studentFields>;
export type StudentFields = z.output<typeof studentFields>;
