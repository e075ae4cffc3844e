import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { marksHandler } from "@/lib/mock-tests/http";
import { log } from "@/lib/ops/log";
import { apiRoutes, pathPattern } from "@/lib/routes";
import { responseHeaders } from "@/lib/security/csp";

// The mark save answered by npm start's own server (scripts/start.ts) instead of through Next.js:
// on an exam morning 10,000 phones send about 185 a second, and through Next's request pipeline a
// save cost the server 4.0 ms of CPU against 2.4 here (issue 33, bench:tests). The handler is the route's own
// (lib/mock-tests/http.ts, built by withRole: session, role, same-site, [id], body size and schema),
// so no rule is written twice; the route file stays for `next dev` and the authorization table.
// Requests and responses are turned into web ones by @remix-run/node-fetch-server.

type RouteHandler = (request: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Each route answered here, with the handler its app/api route file exports. */
export const directRoutes: readonly { method: string; path: RegExp; handler: RouteHandler }[] = [{ method: "POST", path: pathPattern(apiRoutes.mockMarks), handler: marksHandler }];

async function answer(req: IncomingMessage, res: ServerResponse, handler: RouteHandler, id: string) {
  let request: Request;
  try {
    request = createRequest(req, res);
  } catch {
    // An address no URL can be made of: the client's mistake.
    return void res.writeHead(400).end();
  }
  let response: Response;
  try {
    response = await handler(request, { params: Promise.resolve({ id }) });
  } catch (error) {
    // As Next does for a handler that throws: logged, and an empty 500.
    log.error({ err: error }, "request failed");
    response = new Response(null, { status: 500 });
  }
  // A refusal before the whole body was read (a 413): what is left of it would be read as the next
  // request on this connection, so the connection closes after this answer.
  if (!req.complete) res.setHeader("Connection", "close");
  if (!res.destroyed) await sendResponse(res, response).catch(() => res.destroy());
}

/** Answers the request if it is one of the routes above and answers true; false leaves it to Next. */
export function answerDirect(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  for (const route of directRoutes) {
    const id = route.method === req.method ? route.path.exec(pathname)?.[1] : undefined;
    if (id === undefined) continue;
    for (const { key, value } of responseHeaders()) res.setHeader(key, value);
    // Not decoded: an id is digits (parseId), and a malformed escape must not throw here.
    void answer(req, res, route.handler, id);
    return true;
  }
  return false;
}
