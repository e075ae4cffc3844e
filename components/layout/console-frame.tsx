import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { requirePageRole } from "@/lib/auth/guard";
import { ConsoleShell } from "./console-shell";

/**
 * The guarded console frame. Admin-only pages sit under one layout and staff pages under another,
 * so someone signed out is sent to the right login; every page also checks its own role.
 */
export async function ConsoleFrame({ roles, children }: { roles: ["ADMIN"] | ["STAFF", "ADMIN"]; children: React.ReactNode }) {
  const user = await requirePageRole(...roles);
  // The console's client components (forms, tables, dialogs) render these strings.
  const { error, form, logout: logoutMessages, documents, records, achievers, tests, staff, students, studentForm, communities, auth } = await getMessages();
  return (
    <NextIntlClientProvider messages={{ error, form, logout: logoutMessages, documents, records, achievers, tests, staff, students, studentForm, communities, auth }}>
      <ConsoleShell role={user.role as "ADMIN" | "STAFF"}>{children}</ConsoleShell>
    </NextIntlClientProvider>
  );
}
