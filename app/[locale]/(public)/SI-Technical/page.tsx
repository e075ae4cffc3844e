import { getLocale } from "next-intl/server";
import { currentUser } from "@/lib/auth/guard";
import { redirect } from "@/lib/i18n/navigation";
import { courseRoutes, examRoutes } from "@/lib/routes";

/** The old menu's /SI-Technical: the add form for staff and admins, the public page for everyone else. */
export default async function SiTechnical() {
  const [user, locale] = await Promise.all([currentUser(), getLocale()]);
  const staff = user?.role === "STAFF" || user?.role === "ADMIN";
  return redirect({ href: staff ? courseRoutes.add("technical") : examRoutes.siTechnical, locale });
}
