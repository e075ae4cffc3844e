import { verhoeffDigit } from "@/lib/students/aadhaar";

// Complete, valid form input as the browser sends it, for person n (unique name, email, phone and
// Aadhaar), shared by the unit, integration and security suites.

/** A valid Aadhaar number for person n (the Verhoeff check digit computed). */
export const aadhaar = (n: number) => {
  const first = `2${String(n).padStart(10, "0")}`;
  return `${first}${verhoeffDigit(first)}`;
};

/** The student registration form (also the admin's "add student"). */
export const studentInput = (n: number) => ({
  username: `மாணவர் ${n}`,
  password: "student-password",
  fatherName: "தந்தை",
  dob: "2000-01-01",
  qualification: "B.A.",
  phoneNumber: `9${String(n).padStart(9, "0")}`,
  whatsappNumber: "9876543210",
  fatherPhoneNumber: "9876543211",
  email: `student${n}@example.com`,
  aadhaarNumber: aadhaar(n),
  community: "BC",
  bloodGroup: "O+",
  address: "மதுரை",
});

/** The staff registration form. */
export const staffInput = (n: number) => ({
  username: `ஆசிரியர் ${n}`,
  password: "staff-password",
  dob: "1990-01-01",
  phoneNumber: `8${String(n).padStart(9, "0")}`,
  whatsappNumber: `8${String(n).padStart(9, "0")}`,
  email: `staff${n}@example.com`,
  bloodGroup: "O+",
  department: "தமிழ்",
  designation: "ஆசிரியர்",
});
