import { db } from "@/lib/db";

/** Whether any admin account exists: until one does, /Admin-Register asks for the setup code. */
export async function adminExists(): Promise<boolean> {
  return (await db().user.count({ where: { role: "ADMIN" } })) > 0;
}
