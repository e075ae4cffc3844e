import { createServer, STATUS_CODES, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

// Checks on the request line, made by scripts/start.ts before Next sees the request, so they hold
// with or without middleware.ts. Next would answer TRACE on a page with a 500, and a NUL byte in
// the address reaches PostgreSQL, which cannot store it in text, and comes back as a 500 too; a
// path whose percent-encoding is not UTF-8 (/%ff, /en/%E0%A4) made Next's router throw, a 500.

/** The methods the site serves; anything else (TRACE, TRACK, CONNECT, WebDAV) gets 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"] as const;
const allowed = new Set<string>(ALLOWED_METHODS);

export type LineRefusal = { status: 400 | 405; error: string; message: string };

/** Why a request line is refused, or null to serve it. */
export function refuseRequestLine(method: string | undefined, url: string | undefined): LineRefusal | null {
  if (!method || !allowed.has(method)) return { status: 405, error: "methodNotAllowed", message: "This method is not allowed." };
  if (url && /%00|\u0000/i.test(url)) return { status: 400, error: "badRequest", message: "The address contains a NUL character." };
  if (url && !decodable(url.split("?")[0])) return { status: 400, error: "badRequest", message: "The address is not valid percent-encoded UTF-8." };
  return null;
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function body(refusal: LineRefusal): string {
  return JSON.stringify({ error: refusal.error, message: refusal.message });
}

const headers = (refusal: LineRefusal, length: number) => ({
  "Content-Type": "application/json",
  "Content-Length": String(length),
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  ...(refusal.status === 405 ? { Allow: ALLOWED_METHODS.join(", ") } : {}),
});

/** node:http's createServer with the checks above in front of `listener`. */
export function createGuardedServer(listener: RequestListener): Server {
  const server = createServer((request, response) => {
    if (!refusedRequest(request, response)) listener(request, response);
  });
  refuseUnknownMethods(server);
  return server;
}

function refusedRequest(request: IncomingMessage, response: ServerResponse): boolean {
  const refusal = refuseRequestLine(request.method, request.url);
  if (!refusal) return false;
  const text = body(refusal);
  response.writeHead(refusal.status, headers(refusal, Buffer.byteLength(text)));
  response.end(request.method === "HEAD" ? undefined : text);
  return true;
}

/**
 * Node's parser rejects methods it does not know (TRACK) before any handler runs, with a bare 400;
 * those get the same 405 as TRACE. Other parse errors get what Node itself would answer. Node may
 * report one bad request more than once; it is answered once, and what the client still sends is
 * read and dropped, since closing a socket with unread data resets it before the answer arrives.
 */
function refuseUnknownMethods(server: Server): void {
  const answered = new WeakSet<Socket>();
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    // Like Node: no answer while another response is being written on this connection (keep-alive).
    const writing = (socket as Socket & { _httpMessage?: { headersSent: boolean } | null })._httpMessage;
    if (!socket.writable || writing?.headersSent) return void socket.destroy();
    socket.on("data", () => undefined);
    socket.setTimeout(5_000, () => socket.destroy());
    if (error.code === "HPE_INVALID_METHOD") {
      const refusal = refuseRequestLine(undefined, undefined)!;
      const text = body(refusal);
      const lines = Object.entries({ ...headers(refusal, Buffer.byteLength(text)), Connection: "close" }).map(([name, value]) => `${name}: ${value}\r\n`);
      return void socket.end(`HTTP/1.1 405 ${STATUS_CODES[405]}\r\n${lines.join("")}\r\n${text}`);
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
  });
}
