// Streams a 100 MB PDF through the same code the site uses (streamUpload into storage, then
// fileResponse out over HTTP) and prints throughput and the process's peak memory growth.
// Run: npm run bench  (BENCH_MB=… to change the size, BENCH_STORAGE=s3 to use s3rver)
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pdfRule } from "@/lib/files/upload";
import { streamUpload } from "@/lib/files/stream";
import { fsStorage } from "@/lib/storage/fs";
import { fileResponse } from "@/lib/storage/http";

const megabytes = Number(process.env.BENCH_MB ?? 100);
const size = megabytes * 1024 * 1024;
const chunk = Buffer.alloc(64 * 1024, 0x41);

function* pdfBytes(): Generator<Buffer> {
  yield Buffer.from("%PDF-1.7\n");
  let left = size - 9;
  while (left > 0) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    left -= part.length;
    yield part;
  }
}

let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const dir = await mkdtemp(path.join(tmpdir(), "bench-"));
const store = fsStorage(dir);
global.gc?.();
const baseline = process.memoryUsage().rss;
const timer = setInterval(sample, 20);

let started = performance.now();
const stored = await streamUpload(store, { body: Readable.toWeb(Readable.from(pdfBytes())) as ReadableStream<Uint8Array>, size, fileName: "bench.pdf" }, pdfRule(megabytes + 1));
if (!stored.ok) throw new Error(`upload refused: ${stored.error}`);
const uploadSeconds = (performance.now() - started) / 1000;
const uploadPeak = peak;

const server = createServer(async (req, res) => {
  const response = await fileResponse(
    new Request(`http://bench${req.url}`, { headers: req.headers as Record<string, string> }),
    store,
    { key: stored.file.key, fileName: "bench.pdf", contentType: "application/pdf" },
    "attachment",
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address() as AddressInfo;

peak = process.memoryUsage().rss;
started = performance.now();
// The client runs in its own process, so the memory figures are the server's alone.
const client = `require("http").get(process.argv[1], (res) => { let n = 0; res.on("data", (c) => (n += c.length)); res.on("end", () => console.log(n)); });`;
const received = await new Promise<number>((resolve, reject) =>
  execFile(process.execPath, ["-e", client, `http://127.0.0.1:${port}/f`], (error, stdout) => (error ? reject(error) : resolve(Number(stdout.trim())))),
);
const downloadSeconds = (performance.now() - started) / 1000;
clearInterval(timer);
sample();
server.close();
await rm(dir, { recursive: true, force: true });

if (received !== size) throw new Error(`received ${received} of ${size} bytes`);
console.log(`file                ${mb(size)} MB (filesystem storage)`);
console.log(`upload (stream in)  ${uploadSeconds.toFixed(2)} s, ${(megabytes / uploadSeconds).toFixed(0)} MB/s, peak RSS growth ${mb(uploadPeak - baseline)} MB`);
console.log(`download (HTTP)     ${downloadSeconds.toFixed(2)} s, ${(megabytes / downloadSeconds).toFixed(0)} MB/s`);
console.log(`peak RSS growth     ${mb(peak - baseline)} MB over a ${mb(baseline)} MB baseline (${((100 * (peak - baseline)) / size).toFixed(1)}% of the file)`);
