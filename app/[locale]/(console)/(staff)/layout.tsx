import { requirePageRole } from "@/lib/auth/guard";

// Signed out: the staff login; a student: their home.
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  await requirePageRole("STAFF", "ADMIN");
  return children;
}
