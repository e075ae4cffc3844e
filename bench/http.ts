// Requests per second for four prerendered pages from `next start`, from the same server behind the
// README's nginx (scripts/nginx-site.conf, whose cache keeps public pages), and from nginx serving
// the very same HTML bytes from disk: how much the Node server costs over a static server, and how
// much of that the deployment the README describes takes away. autocannon, 50 connections, 10 s
// per target after a 2 s warm-up; nginx runs one worker, as the site runs one Node process.
// Run: npm run build && npm run bench:http   (BENCH_SECONDS=n; NGINX=/path/to/nginx)
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { hasNginx, nginxBinary, siteConfig, startNginx } from "./nginx";
import { startSite } from "./site";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pages = ["/", "/Group1", "/en/About", "/Faculty"];
const sitePort = 3420;
const nginxPort = 3421;
const proxyPort = 3422;

async function measure(url: string, duration = seconds) {
  const result = await autocannon({ url, connections: 50, duration, headers: { "accept-encoding": "gzip" } });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** nginx serving the saved HTML from disk, as a static server of the site would. */
const staticServer = (root: string) => () => `  default_type text/html;
  sendfile on;
  gzip on;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${root};
    location / { try_files $uri.html $uri/index.html =404; }
  }`;

type Figures = Awaited<ReturnType<typeof measure>>;

/** Warm-up, then the measured run. */
async function measured(url: string): Promise<Figures> {
  await measure(url, 2);
  return measure(url);
}

const dir = await mkdtemp(path.join(tmpdir(), "bench-http-"));
const site = await startSite(sitePort);
const rows: { page: string; next: Figures; cached: Figures | null; nginx: Figures | null }[] = [];
try {
  const root = path.join(dir, "html");
  await mkdir(root);
  for (const page of pages) {
    const html = await (await fetch(`${site.url}${page}`)).text();
    const file = path.join(root, page === "/" ? "index.html" : `${page.slice(1)}.html`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  if (!hasNginx()) console.error(`No nginx at ${nginxBinary} (apt-get install -y nginx): measuring next start alone.`);
  const nginx = hasNginx() ? await startNginx(nginxPort, staticServer(root)) : null;
  // The README's deployment: scripts/nginx-site.conf in front of the site (both upstreams on it).
  const proxy = hasNginx() ? await startNginx(proxyPort, (proxyDir) => siteConfig([sitePort, sitePort], proxyPort, proxyDir)) : null;
  try {
    for (const page of pages) {
      rows.push({
        page,
        next: await measured(`${site.url}${page}`),
        cached: proxy && (await measured(`${proxy.url}${page}`)),
        nginx: nginx && (await measured(`${nginx.url}${page}`)),
      });
    }
  } finally {
    await nginx?.stop();
    await proxy?.stop();
  }
} finally {
  await site.stop();
  await rm(dir, { recursive: true, force: true });
}

const share = (a: Figures, b: Figures | null) => (b ? `${((100 * a.rps) / b.rps).toFixed(1)}%` : "–");
const cell = (m: Figures | null) => (m ? `${m.rps.toFixed(0)} (p99 ${m.p99} ms)` : "–");
console.log(`\nRequests per second, autocannon, 50 connections, ${seconds} s, gzip\n`);
console.log("| page | next start | behind scripts/nginx-site.conf | nginx, the same HTML from disk | next ÷ nginx | behind it ÷ nginx |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const { page, next, cached, nginx } of rows) {
  console.log(`| ${page} | ${cell(next)} | ${cell(cached)} | ${cell(nginx)} | ${share(next, nginx)} | ${cached ? share(cached, nginx) : "–"} |`);
}
