import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { FIRST_RETRY_MS, MarkSender } from "@/components/mock-tests/sit/mark-sender";
import type { Mark, Visit } from "@/components/mock-tests/sit/marks";

// The answer sheet's sender with a fake network (IndexedDB is absent here: its calls fail quietly
// and the queue lives in memory): what the server answered for leaves the queue, a failure keeps
// it and retries later, a mark made during a send stays queued, "closed" ends the sheet.

type Reply = { status: number; body?: unknown; wait?: Promise<void> } | "offline";
type Body = { marks: Mark[]; visits: Visit[] };
const v = (question: number, seconds: number, seq: number, review = false): Visit => ({ question, review, seconds, seq });
const answered = (list: { question: number; seq: number }[]) => list.map((e) => ({ question: e.question, seq: e.seq, outcome: "saved" }));
const answerAll = (batch: Mark[], body: Body) => ({ closed: false, results: answered(batch), visits: answered(body.visits) });
const m = (question: number, letter: Mark["letter"], seq: number): Mark => ({ question, letter, seq });

function harness(replies: ((batch: Mark[], body: Body) => Reply)[]) {
  const sent: Mark[][] = [];
  const bodies: Body[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const state = { pending: -1, closed: 0, refused: [] as number[], clocks: [] as number[] };
  const fakeFetch = (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Body;
    const batch = body.marks;
    if (batch.length) sent.push(batch);
    bodies.push(body);
    const reply = (replies.shift() ?? ((b: Mark[], all: Body) => ({ status: 200, body: answerAll(b, all) })))(batch, body);
    if (reply === "offline") throw new TypeError("Failed to fetch");
    if ("wait" in reply) await reply.wait;
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status });
  }) as typeof fetch;
  const sender = new MarkSender(5, {
    onClosed: (refused) => ((state.closed += 1), (state.refused = refused)),
    onClock: (serverNow, deviceNow) => state.clocks.push(serverNow - deviceNow),
    fetch: fakeFetch,
    setTimer: (run, ms) => (timers.push({ ms, run }), setTimeout(() => {}, 0)),
  });
  sender.subscribe(() => (state.pending = sender.pending));
  return { sender, sent, bodies, timers, state };
}

const saveAll = (batch: Mark[]): Reply => ({ status: 200, body: { closed: false, results: batch.map((b) => ({ question: b.question, seq: b.seq, outcome: "saved" })) } });

/** The server's answer to a batch: the i-th outcome for the i-th mark sent (by seq). */
const outcomes =
  (closed: boolean, ...list: string[]) =>
  (batch: Mark[]): Reply => ({ status: 200, body: { closed, results: list.map((outcome, i) => ({ ...batch[i], outcome })) } });

describe("the answer sheet's mark sender", () => {
  it("sends queued marks and empties the queue on saved and stale", async () => {
    const { sender, sent, state } = harness([outcomes(false, "saved", "stale")]);
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

  it("ends the sheet when the server says the attempt is closed, and on 404, naming the questions whose marks were refused", async () => {
    const closed = harness([outcomes(true, "saved", "closed")]);
    closed.sender.adopt([m(4, "A", 1), m(9, "B", 2), m(2, "C", 3)]);
    await closed.sender.flush();
    assert.equal(closed.state.closed, 1);
    assert.equal(closed.sender.pending, 2, "a refused mark is not reported as saved");
    assert.deepEqual(closed.state.refused, [2, 9], "question 4 was saved before the close; 9 and 2 were not");
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

  it("sends visits with the marks, and never counts a second twice when a visit is reported during a send", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { sender, bodies } = harness([(batch, body) => ({ status: 200, wait: gate, body: answerAll(batch, body) })]);
    await sender.report(v(1, 10, 1));
    while (!bodies.length) await new Promise((resolve) => setTimeout(resolve, 0));
    await sender.report(v(1, 5, 2, true)); // while the first is in flight: its own seconds only
    release();
    await sender.flush();
    assert.deepEqual(bodies[0].visits, [v(1, 10, 1)]);
    assert.deepEqual(bodies.at(-1)!.visits, [v(1, 5, 2, true)]);
    assert.equal(
      bodies.flatMap((b) => b.visits).reduce((sum, visit) => sum + visit.seconds, 0),
      15,
      "each second sent once",
    );
  });

  it("puts a failed batch's visits back, joined to those reported since, newest flag first", async () => {
    const { sender, bodies } = harness([() => "offline"]);
    await sender.report(v(2, 7, 3, true));
    await sender.report(v(2, 4, 4));
    await sender.flush();
    assert.deepEqual(bodies.at(-1)!.visits, [v(2, 11, 4)]);
    assert.equal(sender.pending, 0, "visits are not unsaved answers");
  });
});
