import type { ZodType } from "zod";
import { parseId } from "@/lib/db/id";
import { readJson, refusedBody } from "@/lib/security/body";
import type { SessionUser } from "./login";
import { apiUser } from "./session";
import type { AppRole } from "./schema";

// The one way to write a route handler for signed-in roles (issue 32; dub's withWorkspace is the
// model): who may call it, the address's [id] read with parseId (one past the range, or not a
// number, is a 404 before the handler runs), and, when the handler takes JSON, its body read with
// its size limit and zod schema (lib/security/body.ts). app/api/**/route.ts exports the result.
// A plain Request-to-Response function that needs no Next.js context: npm start's server may answer
// a hot route itself with the very same handler (lib/http/direct.ts).

export interface RoleContext<B> {
  request: Request;
  user: SessionUser;
  /** The address's [id], when the route has one (0 when it has none). */
  id: number;
  /** Every segment of the address, as given (the record screens' [category]). */
  params: Record<string, string>;
  /** The JSON body, checked; undefined for a handler that reads none (or reads a file itself). */
  body: B;
}

type RouteArgs = { params: Promise<Record<string, string>> } | undefined;

export function withRole<B = undefined>(
  allow: readonly [AppRole, ...AppRole[]],
  handler: (context: RoleContext<B>) => Promise<Response>,
  json?: { schema: ZodType<B>; maxBytes: number },
): (request: Request, route?: RouteArgs) => Promise<Response> {
  return async (request, route) => {
    const user = await apiUser(request, allow);
    if (user instanceof Response) return user;
    // A route without dynamic segments has no params at all.
    const params = (await route?.params) ?? {};
    const id = params.id === undefined ? 0 : parseId(params.id);
    if (id === null) return Response.json({ error: "notFound" }, { status: 404 });
    if (!json) return handler({ request, user, id, params, body: undefined as B });
    const body = await readJson(request, json.schema, json.maxBytes);
    return body.ok ? handler({ request, user, id, params, body: body.data }) : refusedBody(body);
  };
}
