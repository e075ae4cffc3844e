// Requests per second for the prerendered / and /Group1 from `next start`, next to nginx (Debian)
// serving the very same HTML bytes from disk: how much the Node server costs over a static server.
// autocannon, 50 connections, 10 s per target after a 2 s warm-up; nginx runs one worker, as the
// site runs one Node process.
// Run: npm run build && npm run bench:http   (BENCH_SECONDS=n; NGINX=/path/to/nginx)
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startSite } from "./site";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const nginxBinary = process.env.NGINX ?? "/usr/sbin/nginx";
const pages = ["/", "/Group1", "/en/About", "/Faculty"];
const sitePort = 3420;
const nginxPort = 3421;

async function measure(url: string, duration = seconds) {
  const result = await autocannon({ url, connections: 50, duration, headers: { "accept-encoding": "gzip" } });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function startNginx(root: string, dir: string) {
  const conf = path.join(dir, "nginx.conf");
  await writeFile(
    conf,
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  default_type text/html;
  sendfile on;
  gzip on;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${root};
    location / { try_files $uri.html $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn(nginxBinary, ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${nginxPort}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("nginx did not start");
}

const dir = await mkdtemp(path.join(tmpdir(), "bench-http-"));
const site = await startSite(sitePort);
const rows: { page: string; next: Awaited<ReturnType<typeof measure>>; nginx: Awaited<ReturnType<typeof measure>> | null }[] = [];
try {
  const root = path.join(dir, "html");
  await mkdir(root);
  for (const page of pages) {
    const html = await (await fetch(`${site.url}${page}`)).text();
    const file = path.join(root, page === "/" ? "index.html" : `${page.slice(1)}.html`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  const nginx = existsSync(nginxBinary) ? await startNginx(root, dir) : null;
  if (!nginx) console.error(`No nginx at ${nginxBinary} (apt-get install -y nginx): measuring next start alone.`);
  try {
    for (const page of pages) {
      await measure(`${site.url}${page}`, 2);
      const next = await measure(`${site.url}${page}`);
      let statics = null;
      if (nginx) {
        await measure(`http://127.0.0.1:${nginxPort}${page}`, 2);
        statics = await measure(`http://127.0.0.1:${nginxPort}${page}`);
      }
      rows.push({ page, next, nginx: statics });
    }
  } finally {
    nginx?.kill();
  }
} finally {
  await site.stop();
  await rm(dir, { recursive: true, force: true });
}

console.log(`\nRequests per second, autocannon, 50 connections, ${seconds} s, gzip\n`);
console.log("page       next start        nginx (same HTML)   next/nginx");
for (const { page, next, nginx } of rows) {
  const cell = (m: { rps: number; p99: number } | null) => (m ? `${m.rps.toFixed(0).padStart(6)} (p99 ${String(m.p99).padStart(3)} ms)` : "     –".padEnd(19));
  console.log(`${page.padEnd(9)}  ${cell(next)}  ${cell(nginx)}  ${nginx ? `${((100 * next.rps) / nginx.rps).toFixed(1)}%` : ""}`);
}
