import { logout } from "@/lib/auth/actions";
import { requirePageRole } from "@/lib/auth/guard";
import { ConsoleShell } from "./console-shell";

/**
 * The guarded console frame. Admin-only pages sit under one layout and staff pages under another,
 * so someone signed out is sent to the right login; every page also checks its own role.
 */
export async function ConsoleFrame({ roles, children }: { roles: ["ADMIN"] | ["STAFF", "ADMIN"]; children: React.ReactNode }) {
  const user = await requirePageRole(...roles);
  return (
    <ConsoleShell role={user.role as "ADMIN" | "STAFF"} signOut={logout}>
      {children}
    </ConsoleShell>
  );
}
