import "fake-indexeddb/auto";
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { confirmedMarks, confirmedVisits, queuedMarks, queuedVisits, queueEntry, syncClock, unqueueEntry } from "@/components/mock-tests/sit/queue";
import type { Mark } from "@/components/mock-tests/sit/marks";

// The answer sheet's IndexedDB queue (components/mock-tests/sit/queue.ts) on fake-indexeddb, which
// orders transactions as browsers do: what the server answered for leaves the queue, and a newer
// mark queued while the older one is being dropped survives (a lost answer if the page then closed).

const m = (question: number, letter: Mark["letter"], seq: number): Mark => ({ question, letter, seq });

describe("the answer sheet's offline queue", () => {
  it("drops a mark the server answered for, and keeps the other attempts' and questions' marks", async () => {
    await queueEntry("mark", 1, m(1, "A", 1));
    await queueEntry("mark", 1, m(2, "B", 2));
    await queueEntry("mark", 2, m(1, "C", 1));
    await unqueueEntry("mark", 1, m(1, "A", 1));
    assert.deepEqual(await queuedMarks(1), [m(2, "B", 2)]);
    assert.deepEqual(await queuedMarks(2), [m(1, "C", 1)]);
  });

  it("keeps an older answer's newer replacement when the older one is answered for", async () => {
    await queueEntry("mark", 3, m(7, "A", 1));
    await unqueueEntry("mark", 3, m(7, "A", 0));
    assert.deepEqual(await queuedMarks(3), [m(7, "A", 1)], "an answer for an older mark drops nothing newer");
  });

  it("never drops a mark queued while the one it replaces is being dropped", async () => {
    await queueEntry("mark", 4, m(9, "A", 1));
    // The server's answer for seq 1 arrives as the student changes the answer to B: both at once.
    await Promise.all([unqueueEntry("mark", 4, m(9, "A", 1)), queueEntry("mark", 4, m(9, "B", 2))]);
    assert.deepEqual(await queuedMarks(4), [m(9, "B", 2)]);
  });

  it("keeps what the server confirmed, the newest per question, for a reload from the service worker's older copy", async () => {
    await queueEntry("mark", 5, m(3, "A", 10));
    await unqueueEntry("mark", 5, m(3, "A", 10));
    await queueEntry("mark", 5, m(3, "C", 12));
    await unqueueEntry("mark", 5, m(3, "C", 12));
    await unqueueEntry("mark", 5, m(3, "B", 11));
    assert.deepEqual(await queuedMarks(5), []);
    assert.deepEqual(await confirmedMarks(5), [m(3, "C", 12)], "an answer for an older mark arriving late replaces nothing");
    assert.deepEqual(await confirmedMarks(6), []);
  });

  it("counts down by the later of the page's clock and the last sync's", async () => {
    const fresh = { serverNow: 2_000, offset: 50 };
    assert.deepEqual(await syncClock(7, fresh), fresh, "nothing kept yet: the page's own");
    assert.deepEqual(await syncClock(7, { serverNow: 1_000, offset: 900 }), fresh, "an older page (the kept copy): the last sync's");
    const later = { serverNow: 3_000, offset: -20 };
    assert.deepEqual(await syncClock(7, later), later, "a newer page wins and is kept");
    assert.deepEqual(await syncClock(7, { serverNow: 2_500, offset: 0 }), later);
  });

  it("keeps visits apart from marks: a question's visit queued and confirmed never touches its mark", async () => {
    const visit = { question: 3, review: true, seconds: 12, seq: 20 };
    await queueEntry("mark", 8, m(3, "A", 19));
    await queueEntry("visit", 8, visit);
    assert.deepEqual(await queuedVisits(8), [visit]);
    await unqueueEntry("visit", 8, visit);
    assert.deepEqual([await queuedVisits(8), await confirmedVisits(8)], [[], [visit]]);
    assert.deepEqual([await queuedMarks(8), await confirmedMarks(8)], [[m(3, "A", 19)], []]);
  });
});
