import { requirePageRole } from "@/lib/auth/guard";

// Signed out: the admin login; a student: their home; staff: "for administrators" (../forbidden.tsx, 403).
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requirePageRole("ADMIN");
  return children;
}
