import "server-only";
import { db } from "@/lib/db";
import { endSessions } from "./accounts";
import { currentUser } from "./guard";
import { signOut } from "./index";
import { isCrossSite } from "./request";

/**
 * Logout: ends every session of whoever is signed in (an old cookie stops working) and clears the
 * cookie. A route handler rather than a server action: an action that changes a cookie makes the
 * router refresh the page it was called from, and a console page refreshed without a session
 * redirects to its login form, which would flash before the browser goes home.
 */
export async function logout(request: Request): Promise<Response> {
  if (isCrossSite(request)) return Response.json({ message: "Cross-site request refused." }, { status: 403 });
  const user = await currentUser();
  if (user) await endSessions(db(), user.id);
  await signOut({ redirect: false });
  return new Response(null, { status: 204 });
}
