// Debian's nginx, started in the foreground with a configuration of the caller's: the static
// reference of bench/http.ts, and the README's scripts/nginx-site.conf (siteConfig) in front of
// the site in bench/http.ts and of two instances in tests/resilience/two-instances.test.ts.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export const nginxBinary = process.env.NGINX ?? "/usr/sbin/nginx";
export const hasNginx = () => existsSync(nginxBinary);

export interface RunningNginx {
  url: string;
  /** Its working directory: the place for a cache or a root of the caller's. */
  dir: string;
  stop(): Promise<void>;
}

/**
 * Runs nginx with one worker and `http` as the body of its http block (everything that names a
 * path may use `dir`, a fresh directory); resolves once `probe` answers on `port`.
 */
export async function startNginx(port: number, http: (dir: string) => string, probe = "/"): Promise<RunningNginx> {
  const dir = await mkdtemp(path.join(tmpdir(), "nginx-"));
  const conf = path.join(dir, "nginx.conf");
  // As root, nginx would switch its worker to "nobody", which cannot write the temp paths here.
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
${http(dir)}
}
`,
  );
  const child: ChildProcess = spawn(nginxBinary, ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill();
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${url}${probe}`, { redirect: "manual" });
      return { url, dir, stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not start (${nginxBinary} -c ${conf})`);
}

/**
 * scripts/nginx-site.conf, the README's configuration, pointed at the given `npm start` ports
 * (the file names two), listening on `port`, with its cache in `dir`.
 */
export function siteConfig(upstreams: [number, number], port: number, dir: string): string {
  const conf = readFileSync("scripts/nginx-site.conf", "utf8");
  const pointed = conf
    .replace("server 127.0.0.1:3000 ", `server 127.0.0.1:${upstreams[0]} `)
    .replace("server 127.0.0.1:3001 ", `server 127.0.0.1:${upstreams[1]} `)
    .replace("/var/cache/nginx/coaching", path.join(dir, "cache"))
    .replace("listen 80;", `listen 127.0.0.1:${port};`);
  const changed = [...upstreams, port].every((p) => pointed.includes(`127.0.0.1:${p}`)) && pointed.includes(path.join(dir, "cache"));
  if (!changed) throw new Error("scripts/nginx-site.conf changed shape: update siteConfig in bench/nginx.ts");
  return pointed;
}
