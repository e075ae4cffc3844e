import { studentFields } from "@/lib/students/schema";
import { studentInput } from "../forms";

export { aadhaar } from "../forms";

/** A complete, valid registration form for person n, parsed, with shorthand and a PSTM certificate. */
export const form = (n: number) =>
  studentFields.parse({ ...studentInput(n), stenoSkills: true, stenoLanguage: "BOTH", tamilStenoLevel: "BASIC", englishStenoLevel: "ADVANCED", pstmTenth: true });
