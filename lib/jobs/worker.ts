import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, type Transferable } from "node:worker_threads";

// CPU-heavy work (a batch of OMR sheets, a scan) runs in a worker thread, so the site's other
// requests are not stalled behind it. The worker loads a TypeScript module of this project through
// tsx, as `npm start` loads the server: Next's bundle never sees it, and the file is read from the
// project folder the server runs in.

/**
 * One worker at a time per copy of this module: two cores serve the site too. Next's bundle and
 * scripts/start.ts each load their own copy, so a print (a request) and a scan (the reader's poll)
 * may run side by side, never two of either.
 */
let queue: Promise<unknown> = Promise.resolve();

/** What a worker posts: any number of `{ progress }`, then one `{ result }`. */
export type WorkerMessage<P, T> = { progress: P } | { result: T };

export interface WorkerOptions<P> {
  /** Awaited in order for each `{ progress }`; a rejection stops the worker and the run. */
  onProgress?: (progress: P) => Promise<void> | void;
  /** Stop the worker (and reject) when it posts nothing for this long. */
  idleMs?: number;
  /** Buffers in `data` handed to the worker rather than copied. */
  transfer?: Transferable[];
}

/** Runs `file` (relative to the project) with `data` as its workerData; resolves with its `{ result }`. */
export function runInWorker<T, P = never>(file: string, data: unknown, options: WorkerOptions<P> = {}): Promise<T> {
  const run = queue.then(() => startWorker<T, P>(file, data, options));
  queue = run.catch(() => undefined);
  return run;
}

function startWorker<T, P>(file: string, data: unknown, { onProgress, idleMs, transfer }: WorkerOptions<P>): Promise<T> {
  // The file is run from the project folder, never bundled: nothing for Turbopack to trace.
  const entry = path.join(/*turbopackIgnore: true*/ process.cwd(), file);
  // An eval'd CommonJS entry: Node 20 applies `--import tsx` to a worker's imports but not to its entry file.
  const boot = `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(pathToFileURL(entry).href)}))`;
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: data, transferList: transfer });
    const stop = (error: Error) => {
      reject(error);
      void worker.terminate();
    };
    let idle: NodeJS.Timeout | undefined;
    const awake = () => {
      clearTimeout(idle);
      if (idleMs) idle = setTimeout(() => stop(new Error(`${file} posted nothing for ${idleMs} ms`)), idleMs).unref();
    };
    awake();
    // Progress is handled one message at a time, in order, before the result is taken.
    let handled: Promise<void> = Promise.resolve();
    worker.on("message", (message: WorkerMessage<P, T>) => {
      awake();
      handled = handled.then(async () => {
        if ("progress" in message) await onProgress?.(message.progress);
        else {
          clearTimeout(idle);
          resolve(message.result);
          void worker.terminate();
        }
      });
      handled.catch(stop);
    });
    worker.once("error", stop);
    // A worker that posts its result and ends may exit before its progress is handled: wait for it.
    worker.once("exit", (code) => {
      void handled
        .finally(() => {
          clearTimeout(idle);
          reject(new Error(`${file} stopped (exit code ${code}) without an answer`));
        })
        .catch(() => undefined);
    });
  });
}
