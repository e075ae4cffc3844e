import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { currentUser } from "@/lib/auth/guard";
import { ConsoleShell } from "./console-shell";

/**
 * The console's frame around every console page, drawn for staff and admins only. Who may open
 * which page is decided below it: the (admin) and (staff) layouts send anyone else to a login or
 * home, and every page checks again. Being above them, it also frames the "for administrators"
 * answer that staff get on an admin page (app/[locale]/(console)/forbidden.tsx).
 */
export async function ConsoleFrame({ children }: { children: React.ReactNode }) {
  const user = await currentUser();
  if (user?.role !== "ADMIN" && user?.role !== "STAFF") return children;
  // The console's client components (forms, tables, dialogs) render these strings.
  const { error, form, logout: logoutMessages, documents, records, achievers, tests, staff, students, studentForm, communities, auth } = await getMessages();
  return (
    <NextIntlClientProvider messages={{ error, form, logout: logoutMessages, documents, records, achievers, tests, staff, students, studentForm, communities, auth }}>
      <ConsoleShell role={user.role}>{children}</ConsoleShell>
    </NextIntlClientProvider>
  );
}
