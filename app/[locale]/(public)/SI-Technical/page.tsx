import { getLocale } from "next-intl/server";
import { currentUser } from "@/lib/auth/guard";
import { addPath } from "@/lib/documents/categories";
import { redirect } from "@/lib/i18n/navigation";

/** The old menu's /SI-Technical: the add form for staff and admins, the public page for everyone else. */
export default async function SiTechnical() {
  const [user, locale] = await Promise.all([currentUser(), getLocale()]);
  const staff = user?.role === "STAFF" || user?.role === "ADMIN";
  return redirect({ href: staff ? addPath("technical") : "/Si-Recruitment", locale });
}
