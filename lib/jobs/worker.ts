import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

// CPU-heavy work (a batch of OMR sheets, a scan) runs in a worker thread, so the site's other
// requests are not stalled behind it. The worker loads a TypeScript module of this project through
// tsx, as `npm start` loads the server: Next's bundle never sees it, and the file is read from the
// project folder the server runs in.

/** One at a time per process: two cores serve the site too, and each worker takes one whole. */
let queue: Promise<unknown> = Promise.resolve();

/** Runs `file` (relative to the project) with `data` as its workerData; resolves with the first message it posts. */
export function runInWorker<T>(file: string, data: unknown): Promise<T> {
  const run = queue.then(() => startWorker<T>(file, data));
  queue = run.catch(() => undefined);
  return run;
}

function startWorker<T>(file: string, data: unknown): Promise<T> {
  // The file is run from the project folder, never bundled: nothing for Turbopack to trace.
  const entry = path.join(/*turbopackIgnore: true*/ process.cwd(), file);
  // An eval'd CommonJS entry: Node 20 applies `--import tsx` to a worker's imports but not to its entry file.
  const boot = `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(pathToFileURL(entry).href)}))`;
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: data });
    worker.once("message", (message: T) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`${file} stopped (exit code ${code}) without an answer`)));
  });
}
