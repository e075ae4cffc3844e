import { spawn } from "node:child_process";
import { setPriority } from "node:os";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { WorkLimits } from "./limits";

// CPU-heavy work (a scan read, an import checked, an export written, a batch of sheets drawn) runs
// in a child process of its own, bounded (issue 33): a time limit for the whole run, a limit on
// silence (each page or step posts progress), and a memory limit on the child's resident set,
// which covers what pdf.js, sharp and OpenCV allocate outside the JavaScript heap (a worker
// thread's `resourceLimits` covers the heap only, and a runaway there took the whole server).
// The child is this project's TypeScript loaded through tsx, as `npm start` loads the server;
// it talks over Node's IPC channel (lib/jobs/child.ts), so buffers go across without base64.

/** What a child posts: any number of `{ progress }`, then one `{ result }`. */
export type ChildMessage<P, T> = { progress: P } | { result: T };

/** Why a run was stopped, in the words staff are shown (messages `jobs.stopped.*`). */
export type StopReason = "timeLimit" | "memoryLimit" | "silent" | "crashed";

export class WorkStopped extends Error {
  constructor(
    readonly reason: StopReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/** A handler's answer when the work stopped at its limits (a file that costs more than any real one): 422 with the reason; any other error goes on. */
export function refusedWhenStopped(error: unknown): Response {
  if (error instanceof WorkStopped) return Response.json({ error: "tooCostly", reason: error.reason }, { status: 422 });
  throw error;
}

export interface RunOptions<P> {
  limits: WorkLimits;
  /** Awaited in order for each `{ progress }`; a rejection stops the child and the run. */
  onProgress?: (progress: P) => Promise<void> | void;
}

/** The children's niceness (0 is the server's, 19 the lowest): the kernel gives the server the CPU first. */
const BACKGROUND_NICENESS = 10;

/** How often the child's memory is read: at 300 MB/s of growth, a limit is passed by at most a few tens of MB. */
const WATCH_MS = 100;

/** Resident memory of process `pid` in MB, from Linux's /proc; null elsewhere (the heap limit still holds). */
async function residentMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+)/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** One run at a time of each file: two cores serve the site too, and one slow kind never holds up another. */
const lanes = new Map<string, Promise<unknown>>();

/** Runs `file` (relative to the project) in a bounded child with `data`; resolves with its `{ result }`. */
export function runBounded<T, P = never>(file: string, data: unknown, options: RunOptions<P>): Promise<T> {
  const run = (lanes.get(file) ?? Promise.resolve()).then(() => startChild<T, P>(file, data, options));
  lanes.set(
    file,
    run.catch(() => undefined),
  );
  return run;
}

function startChild<T, P>(file: string, data: unknown, { limits, onProgress }: RunOptions<P>): Promise<T> {
  // Run from the project folder, never bundled: nothing for Turbopack to trace.
  const entry = path.join(/*turbopackIgnore: true*/ process.cwd(), file);
  const child = spawn(process.execPath, [`--max-old-space-size=${Math.max(64, Math.round(limits.memoryMb * 0.75))}`, "--import", "tsx", entry], {
    cwd: process.cwd(),
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    serialization: "advanced",
  });
  // Below the server's priority: on two cores a page drawn or a scan read must not make the pages
  // and the mark saves wait (a question paper drawn at start-up held a static page past 5 s).
  if (child.pid !== undefined)
    try {
      setPriority(child.pid, BACKGROUND_NICENESS);
    } catch {
      // Not permitted here: the child runs at the server's priority, as before.
    }
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let silence: NodeJS.Timeout | undefined;
    const finish = (error: Error | null, result?: T) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      clearTimeout(silence);
      clearInterval(watch);
      if (child.exitCode === null) child.kill("SIGKILL");
      if (error) reject(error);
      else resolve(result as T);
    };
    const stop = (reason: StopReason, detail: string) => finish(new WorkStopped(reason, `${file} ${detail}`));
    const total = setTimeout(() => stop("timeLimit", `ran past ${limits.timeMs} ms`), limits.timeMs).unref();
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => stop("silent", `posted nothing for ${limits.silentMs} ms`), limits.silentMs).unref();
    };
    heard();
    const watch = setInterval(async () => {
      const mb = child.pid === undefined ? null : await residentMb(child.pid);
      if (mb !== null && mb > limits.memoryMb) stop("memoryLimit", `used ${Math.round(mb)} MB (limit ${limits.memoryMb} MB)`);
    }, WATCH_MS).unref();
    // Progress is handled one message at a time, in order, before the result is taken.
    let handled: Promise<void> = Promise.resolve();
    child.on("message", (message: ChildMessage<P, T>) => {
      heard();
      handled = handled.then(async () => {
        if (settled) return;
        if ("progress" in message) await onProgress?.(message.progress);
        else finish(null, message.result);
      });
      handled.catch((error: Error) => finish(error));
    });
    child.once("error", (error) => finish(error));
    // A child that posts its result and exits may be gone before its progress is handled: wait for that.
    child.once("exit", (code, signal) => {
      // V8 aborts a child whose heap reached --max-old-space-size: that is the memory limit too.
      const reason = signal === "SIGABRT" || code === 134 ? "memoryLimit" : "crashed";
      void handled.finally(() => stop(reason, `stopped (${signal ?? `exit code ${code}`}) without an answer`)).catch(() => undefined);
    });
    child.send({ data }, (error) => error && finish(error));
  });
}
