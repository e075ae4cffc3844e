// The reference of bench/lighthouse.ts: the same page, from the same server, with its scripts
// removed. Two proxies in front of the site, alike in every way but one: both pass every request
// through and gzip the text they return themselves; the second also removes each <script> element
// and each script preload from it. A score with the scripts against a score without them, measured
// one after the other, is a ratio a busy machine moves far less than either score alone.
import { createServer, request, type Server } from "node:http";
import { gzipSync } from "node:zlib";

/** Every <script>…</script> and every <link> that preloads a script. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\bas="script"[^>]*>/gi, "");
}

/** Text the proxies compress themselves (both alike); everything else passes through as it came. */
const textual = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg)/;

function proxy(site: string, rewrite: (html: string) => string): Server {
  const target = new URL(site);
  return createServer((incoming, outgoing) => {
    const fail = (error: unknown) => (outgoing.headersSent ? outgoing.destroy() : outgoing.writeHead(502).end(String(error)));
    // Uncompressed from the site, so the HTML can be rewritten and every text is gzipped the same way.
    const headers = { ...incoming.headers, host: target.host, "accept-encoding": "identity" };
    const upstream = request({ host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
      answer.on("error", fail);
      const type = answer.headers["content-type"] ?? "";
      const bodiless = incoming.method === "HEAD" || answer.statusCode === 204 || answer.statusCode === 304;
      if (bodiless || !textual.test(type)) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const text = Buffer.concat(chunks);
        const body = gzipSync(type.startsWith("text/html") ? rewrite(text.toString("utf8")) : text);
        const sent = { ...answer.headers, "content-encoding": "gzip", "content-length": String(body.length) };
        delete sent["transfer-encoding"];
        outgoing.writeHead(answer.statusCode ?? 502, sent);
        outgoing.end(body);
      });
    });
    upstream.on("error", fail);
    incoming.pipe(upstream);
  });
}

export interface Twins {
  /** The page as the site serves it. */
  scripted: string;
  /** The same page without its scripts. */
  scriptFree: string;
  stop(): Promise<void>;
}

export async function startTwins(site: string, ports: [number, number]): Promise<Twins> {
  const servers = [proxy(site, (html) => html), proxy(site, withoutScripts)];
  await Promise.all(
    servers.map(
      (server, i) =>
        new Promise<void>((resolve, reject) => {
          server.once("error", reject);
          server.listen(ports[i], "127.0.0.1", resolve);
        }),
    ),
  );
  return {
    scripted: `http://127.0.0.1:${ports[0]}`,
    scriptFree: `http://127.0.0.1:${ports[1]}`,
    stop: async () => {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
