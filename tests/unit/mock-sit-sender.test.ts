import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { FIRST_RETRY_MS, MarkSender } from "@/components/mock-tests/sit/mark-sender";
import type { Mark } from "@/components/mock-tests/sit/marks";

// The answer sheet's sender with a fake network (IndexedDB is absent here: its calls fail quietly
// and the queue lives in memory): what the server answered for leaves the queue, a failure keeps
// it and retries later, a mark made during a send stays queued, "closed" ends the sheet.

type Reply = { status: number; body?: unknown } | "offline";
const m = (question: number, letter: Mark["letter"], seq: number): Mark => ({ question, letter, seq });

function harness(replies: ((batch: Mark[]) => Reply)[]) {
  const sent: Mark[][] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const state = { pending: -1, closed: 0, clocks: [] as number[] };
  const fakeFetch = (async (_url: string, init: RequestInit) => {
    const batch = (JSON.parse(String(init.body)) as { marks: Mark[] }).marks;
    sent.push(batch);
    const reply = (replies.shift() ?? saveAll)(batch);
    if (reply === "offline") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status });
  }) as typeof fetch;
  const sender = new MarkSender(5, {
    onPending: (n) => (state.pending = n),
    onClosed: () => (state.closed += 1),
    onClock: (serverNow, deviceNow) => state.clocks.push(serverNow - deviceNow),
    fetch: fakeFetch,
    setTimer: (run, ms) => (timers.push({ ms, run }), setTimeout(() => {}, 0)),
  });
  return { sender, sent, timers, state };
}

const saveAll = (batch: Mark[]): Reply => ({ status: 200, body: { closed: false, results: batch.map((b) => ({ question: b.question, seq: b.seq, outcome: "saved" })) } });

describe("the answer sheet's mark sender", () => {
  it("sends queued marks and empties the queue on saved and stale", async () => {
    const { sender, sent, state } = harness([
      (batch) => ({
        status: 200,
        body: {
          closed: false,
          results: [
            { ...batch[0], outcome: "saved" },
            { ...batch[1], outcome: "stale" },
          ],
        },
      }),
    ]);
    sender.adopt([m(2, "B", 4), m(1, "A", 3)]);
    assert.equal(await sender.flush(), true);
    assert.deepEqual(sent, [[m(1, "A", 3), m(2, "B", 4)]]);
    assert.deepEqual([sender.pending, state.pending], [0, 0]);
  });

  it("keeps the queue through a network failure, retries with a growing delay, and sends on the next flush", async () => {
    const { sender, sent, timers, state } = harness([() => "offline", () => ({ status: 503 })]);
    await sender.enqueue(m(7, "C", 1));
    assert.equal(await sender.flush(), false);
    assert.deepEqual([sender.pending, state.pending], [1, 1]);
    assert.deepEqual(
      timers.map((t) => t.ms),
      [FIRST_RETRY_MS, FIRST_RETRY_MS * 2],
    );
    timers[1].run();
    assert.equal(await sender.flush(), true);
    assert.equal(sender.pending, 0);
    assert.ok(sent.length >= 3);
  });

  it("keeps a mark made while an older one of the same question is in flight", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { sender, sent } = harness([]);
    const slow = (async (url: string, init: RequestInit) => {
      await gate;
      const batch = (JSON.parse(String(init.body)) as { marks: Mark[] }).marks;
      sent.push(batch);
      return new Response(JSON.stringify((saveAll(batch) as { body: unknown }).body), { status: 200 });
    }) as typeof fetch;
    (sender as unknown as { hooks: { fetch: typeof fetch } }).hooks.fetch = slow;
    await sender.enqueue(m(3, "A", 1));
    await sender.enqueue(m(3, "D", 2));
    release();
    assert.equal(await sender.flush(), true);
    assert.deepEqual(sent, [[m(3, "A", 1)], [m(3, "D", 2)]]);
  });

  it("ends the sheet when the server says the attempt is closed, and on 404", async () => {
    const closed = harness([(batch) => ({ status: 200, body: { closed: true, results: [{ ...batch[0], outcome: "closed" }] } })]);
    await closed.sender.enqueue(m(1, "A", 1));
    await closed.sender.flush();
    assert.equal(closed.state.closed, 1);
    assert.equal(closed.sender.pending, 1, "a refused mark is not reported as saved");
    const gone = harness([() => ({ status: 404 })]);
    await gone.sender.enqueue(m(1, "A", 1));
    await gone.sender.flush();
    assert.equal(gone.state.closed, 1);
  });

  it("sends at most 300 marks a request", async () => {
    const { sender, sent } = harness([]);
    sender.adopt(Array.from({ length: 301 }, (_, i) => m(i + 1, "A", i + 1)));
    assert.equal(await sender.flush(), true);
    assert.deepEqual(
      sent.map((b) => b.length),
      [300, 1],
    );
  });

  it("hands on the server's clock from each answer that has one, as the offset from this device's", async () => {
    const hourAhead = Date.now() + 3_600_000;
    const { sender, state } = harness([(batch) => ({ status: 200, body: { ...(saveAll(batch) as { body: object }).body, serverNow: new Date(hourAhead).toISOString() } })]);
    await sender.enqueue(m(1, "A", 1));
    await sender.flush();
    await sender.enqueue(m(2, "B", 2));
    await sender.flush();
    assert.equal(state.clocks.length, 1, "an answer without the server's clock changes nothing");
    assert.ok(Math.abs(state.clocks[0] - 3_600_000) < 1_000, `offset ${state.clocks[0]} ms`);
  });
});
