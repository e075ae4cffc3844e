import type { IncomingMessage } from "node:http";

// Per-address limits (sign-in, registration, reset links) need the real client's address. A
// route handler cannot see the connection, so npm start's server (scripts/start.ts) writes it on
// every request under this header, replacing whatever the client sent.
export const CLIENT_ADDRESS_HEADER = "x-client-address";

/**
 * The connection's address, or with `trustedProxies` in front, the address the outermost of them
 * saw: each proxy appends the address it was called from to X-Forwarded-For, so only that many
 * entries from the end are believed; anything earlier is the client's to invent.
 */
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedProxies: number): string {
  const listed = [forwardedFor ?? []]
    .flat()
    .join(",")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = [...listed, socketAddress ?? "unknown"];
  return hops[Math.max(hops.length - 1 - trustedProxies, 0)].replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
}

export function stampClientAddress(request: IncomingMessage, trustedProxies: number): void {
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(request.socket.remoteAddress, request.headers["x-forwarded-for"], trustedProxies);
}
