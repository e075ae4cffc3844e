import type { ChildMessage } from "./bounded";

// The child's side of lib/jobs/bounded.ts: the job's input arrives as the first IPC message, and
// each `{ progress }` and the final `{ result }` go back the same way. `post` waits until Node has
// handed the message over, so a child that exits right after its result never loses it.

// A child whose parent is gone (the server stopped or was killed) stops too, rather than read on
// for nobody; its job is tried again by whichever process takes it next.
process.once("disconnect", () => process.exit(0));

/** The data the parent sent. */
export function jobInput<T>(): Promise<T> {
  return new Promise((resolve) => process.once("message", (message: { data: T }) => resolve(message.data)));
}

export function post<P, T>(message: ChildMessage<P, T>): Promise<void> {
  return new Promise((resolve, reject) => process.send!(message, undefined, {}, (error) => (error ? reject(error) : resolve())));
}

/** Runs `work` on the job's input and posts its result, then lets the process end. */
export async function answer<I, T>(work: (input: I) => Promise<T> | T): Promise<void> {
  await post<never, T>({ result: await work(await jobInput<I>()) });
  process.disconnect();
}
