import type { IncomingMessage, ServerResponse } from "node:http";
import { institute } from "../config";
import { apiRoutes, isStaticFile, publicRoutes } from "../routes";
import { isPerRequestPage } from "../security/csp";

// What scripts/start.ts answers while the database is down (lib/db/health.ts): 503 at once, with a
// short page in both languages for a browser and JSON for scripts. Requests that do not need the
// database (prerendered pages, scripts, styles, fonts, public files) are served as usual.

export const RETRY_AFTER_SECONDS = 10;

/** Whether a request reaches the database: API calls, form posts and actions, pages rendered per request, photos. */
export function needsDatabase(method: string | undefined, pathname: string): boolean {
  if (method !== "GET" && method !== "HEAD") return true;
  if (pathname.startsWith(apiRoutes.root) || pathname === "/_next/image") return true;
  if (isStaticFile(pathname)) return false;
  return isPerRequestPage(pathname);
}

const page = `<!doctype html>
<html lang="ta">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS + 5}">
<title>சற்று நேரத்தில் திரும்பும் · Back in a moment · ${institute.name.en}</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#1f2937}h1{font-size:1.35rem;color:#1e40af}a{color:#1e40af}p.en{color:#4b5563}</style>
</head>
<body>
<h1>சற்று நேரத்தில் திரும்பும்</h1>
<p>இந்தப் பக்கம் இப்போது கிடைக்கவில்லை. சில நொடிகளில் தானாகவே சரியாகிவிடும்; இந்தப் பக்கம் தானே மீண்டும் ஏற்றப்படும். தேர்வுத் தகவல் பக்கங்களை வழக்கம்போலப் படிக்கலாம்.</p>
<p><a href="${publicRoutes.home}">முகப்புப் பக்கம்</a></p>
<h1 lang="en">Back in a moment</h1>
<p class="en" lang="en">This page is not available right now. It should be back within seconds, and this page will reload itself. The exam information pages work as usual.</p>
<p lang="en"><a href="/en">Home page</a></p>
</body>
</html>
`;

const json = JSON.stringify({ error: "unavailable", message: "The service is briefly unavailable. Please try again in a few seconds." });

export function sendUnavailable(request: IncomingMessage, response: ServerResponse): void {
  const wantsHtml = (request.headers.accept ?? "").includes("text/html") && !request.headers["next-action"];
  response.writeHead(503, {
    "Content-Type": wantsHtml ? "text/html; charset=utf-8" : "application/json",
    "Retry-After": String(RETRY_AFTER_SECONDS),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
  });
  response.end(request.method === "HEAD" ? undefined : wantsHtml ? page : json);
}
