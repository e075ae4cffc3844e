import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

// CPU-heavy work (a batch of OMR sheets, a scan) runs in a worker thread, so the site's other
// requests are not stalled behind it. The worker loads a TypeScript module of this project through
// tsx, as `npm start` loads the server: Next's bundle never sees it, and the file is read from the
// project folder the server runs in.

/** One at a time per process: two cores serve the site too, and each worker takes one whole. */
let queue: Promise<unknown> = Promise.resolve();

/** What a worker posts: any number of `{ progress }`, then one `{ result }`. */
export type WorkerMessage<P, T> = { progress: P } | { result: T };

/**
 * Runs `file` (relative to the project) with `data` as its workerData: each `{ progress }` it posts
 * goes to `onProgress` (awaited in order), and the promise resolves with its `{ result }`.
 */
export function runInWorker<T, P = never>(file: string, data: unknown, onProgress?: (progress: P) => Promise<void> | void): Promise<T> {
  const run = queue.then(() => startWorker<T, P>(file, data, onProgress));
  queue = run.catch(() => undefined);
  return run;
}

function startWorker<T, P>(file: string, data: unknown, onProgress?: (progress: P) => Promise<void> | void): Promise<T> {
  // The file is run from the project folder, never bundled: nothing for Turbopack to trace.
  const entry = path.join(/*turbopackIgnore: true*/ process.cwd(), file);
  // An eval'd CommonJS entry: Node 20 applies `--import tsx` to a worker's imports but not to its entry file.
  const boot = `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(pathToFileURL(entry).href)}))`;
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: data });
    // Progress is handled one message at a time, in order, before the result is taken.
    let handled: Promise<void> = Promise.resolve();
    worker.on("message", (message: WorkerMessage<P, T>) => {
      handled = handled.then(async () => {
        if ("progress" in message) await onProgress?.(message.progress);
        else {
          resolve(message.result);
          void worker.terminate();
        }
      });
      handled.catch((error) => {
        reject(error);
        void worker.terminate();
      });
    });
    worker.once("error", reject);
    // A worker that posts its result and ends may exit before its progress is handled: wait for it.
    worker.once("exit", (code) => void handled.finally(() => reject(new Error(`${file} stopped (exit code ${code}) without an answer`))).catch(() => undefined));
  });
}
