"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { apiRoutes } from "@/lib/routes";
import type { Mark } from "./marks";
import { queueMark, unqueueMark } from "./queue";

const BATCH = 300;
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

type Outcome = "saved" | "stale" | "closed" | "badQuestion" | "badLetter";

/**
 * Sends the sheet's marks: each goes to IndexedDB first, then to the server in batches; what the
 * server answered for (saved, or stale: a newer mark is there) leaves the queue. On a network
 * failure the queue stays and is retried with backoff, and at once when the browser is back online.
 * `pending` is how many marks are not yet saved; `onClosed` runs when the server says the attempt ended.
 */
export function useMarkSync(attemptId: number, onClosed: () => void) {
  const queue = useRef(new Map<number, Mark>());
  const [pending, setPending] = useState(0);
  const sending = useRef<Promise<boolean> | null>(null);
  const retry = useRef<{ timer?: ReturnType<typeof setTimeout>; delay: number }>({ delay: FIRST_RETRY_MS });
  const closedRef = useRef(onClosed);
  useEffect(() => {
    closedRef.current = onClosed;
  }, [onClosed]);

  const sendOnce = useCallback(async (): Promise<"done" | "failed" | "closed"> => {
    while (queue.current.size) {
      const batch = [...queue.current.values()].sort((a, b) => a.seq - b.seq).slice(0, BATCH);
      let response: Response;
      try {
        response = await fetch(apiRoutes.mockMarks(attemptId), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ marks: batch }) });
      } catch {
        return "failed";
      }
      if (response.status === 404) return "closed";
      if (!response.ok) return "failed";
      const body = (await response.json()) as { closed: boolean; results: { question: number; seq: number; outcome: Outcome }[] };
      if (!body.results.length) return "failed";
      for (const result of body.results) {
        const queued = queue.current.get(result.question);
        // A question marked again while this batch was in flight keeps its newer mark queued.
        if (result.outcome !== "closed" && queued && queued.seq <= result.seq) {
          queue.current.delete(result.question);
          await unqueueMark(attemptId, queued);
        }
      }
      setPending(queue.current.size);
      if (body.closed) return "closed";
    }
    return "done";
  }, [attemptId]);

  /** Sends everything queued; true when nothing is left unsaved. One send at a time. */
  const flush = useMemo(() => {
    const run = (): Promise<boolean> => {
      if (sending.current) return sending.current.then(() => (queue.current.size ? run() : true));
      clearTimeout(retry.current.timer);
      sending.current = sendOnce().then((outcome) => {
        sending.current = null;
        if (outcome === "closed") closedRef.current();
        if (outcome === "failed") {
          retry.current.timer = setTimeout(() => void run(), retry.current.delay);
          retry.current.delay = Math.min(retry.current.delay * 2, LAST_RETRY_MS);
          return false;
        }
        retry.current.delay = FIRST_RETRY_MS;
        return outcome === "done" && !queue.current.size;
      });
      return sending.current;
    };
    return run;
  }, [sendOnce]);

  const enqueue = useCallback(
    async (mark: Mark) => {
      queue.current.set(mark.question, mark);
      setPending(queue.current.size);
      await queueMark(attemptId, mark);
      void flush();
    },
    [attemptId, flush],
  );

  /** Takes over the marks the last visit left in IndexedDB (already merged with the server's) and sends them. */
  const adopt = useCallback(
    (marks: Mark[]) => {
      for (const mark of marks) queue.current.set(mark.question, mark);
      setPending(queue.current.size);
      if (marks.length) void flush();
    },
    [flush],
  );

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener("online", online);
    const timers = retry.current;
    return () => {
      window.removeEventListener("online", online);
      clearTimeout(timers.timer);
    };
  }, [flush]);

  return { pending, enqueue, flush, adopt };
}
