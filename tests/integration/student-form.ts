import { verhoeffDigit } from "@/lib/students/aadhaar";
import { studentFields } from "@/lib/students/schema";

/** A valid Aadhaar number for person n (the Verhoeff check digit computed). */
export const aadhaar = (n: number) => {
  const first = `2${String(n).padStart(10, "0")}`;
  return `${first}${verhoeffDigit(first)}`;
};

/** A complete, valid registration form for person n: unique name, email, phone and Aadhaar. */
export const form = (n: number) =>
  studentFields.parse({
    username: `மாணவர் ${n}`, password: "student-password", fatherName: "தந்தை", dob: "2000-01-01", qualification: "B.A.",
    phoneNumber: `9${String(n).padStart(9, "0")}`, whatsappNumber: "9876543210", fatherPhoneNumber: "9876543211",
    email: `student${n}@example.com`, aadhaarNumber: aadhaar(n), community: "BC", bloodGroup: "O+", address: "மதுரை",
    stenoSkills: true, stenoLanguage: "BOTH", tamilStenoLevel: "BASIC", englishStenoLevel: "ADVANCED", pstmTenth: true,
  });
