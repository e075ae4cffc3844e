import type { Page } from "@playwright/test";
import { verhoeffDigit } from "@/lib/students/aadhaar";

// The paid registration's form, filled by its visible labels in either language, for the
// registration specs (desktop in English, phone in Tamil).

const run = Date.now() % 1_000_000;

/** A new applicant n of this run: unique email, mobile and Aadhaar (with its check digit). */
export const person = (n: number) => {
  const first = `3${String(run).padStart(6, "0")}${String(n).padStart(4, "0")}`;
  return {
    name: `Kavitha ${run}-${n}`,
    email: `kavitha${run}-${n}@example.com`,
    phone: `8${String(run).padStart(6, "0")}${String(n).padStart(3, "0")}`,
    aadhaar: `${first}${verhoeffDigit(first)}`,
    password: "kavitha-pass-1",
  };
};
export type Person = ReturnType<typeof person>;

/** The part of messages/<locale>.json the form's labels come from. */
export interface FormMessages {
  studentForm: { fields: Record<string, string>; pstm: Record<string, string> };
}

export async function fillRegistration(page: Page, who: Person, messages: FormMessages) {
  const { fields, pstm } = messages.studentForm;
  const field = (name: string) => page.getByLabel(fields[name], { exact: true });
  await field("username").fill(who.name);
  await field("fatherName").fill("Murugan");
  await field("dob").fill("2001-04-14");
  await field("qualification").fill("B.Sc. Mathematics");
  await field("community").selectOption("MBC");
  await field("bloodGroup").selectOption("B+");
  await field("phoneNumber").fill(who.phone);
  await field("whatsappNumber").fill(who.phone);
  await field("fatherPhoneNumber").fill("9443012345");
  await field("email").fill(who.email);
  await field("address").fill("14, Kamarajar Street, Madurai");
  await field("aadhaarNumber").fill(who.aadhaar);
  await field("password").fill(who.password);
  // Typewriting levels appear with the box and are cleared when it is unticked.
  await field("typingSkills").check();
  await field("tamilTyping").selectOption("TAMIL_HIGHER");
  await page.getByRole("group", { name: fields.pstm }).getByLabel(pstm.pstmTenth).check();
}
