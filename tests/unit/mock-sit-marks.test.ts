import { CHECKED_SEQ } from "@/lib/mock-tests/key";
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { mergeMarks, newestOf, stateOf, type Mark } from "@/components/mock-tests/sit/marks";

const m = (question: number, letter: Mark["letter"], seq: number): Mark => ({ question, letter, seq });

describe("the answer sheet's marks after a reload", () => {
  it("shows the newer of the server's and the queued mark, and sends only queued marks newer than the server's", () => {
    const server = [m(1, "A", 3), m(2, "B", 7), m(3, "C", 1)];
    const queued = [m(1, "D", 5), m(2, "A", 6), m(4, null, 8)];
    const { shown, pending, nextSeq } = mergeMarks(server, queued);
    assert.deepEqual(
      [...shown.values()].sort((a, b) => a.question - b.question),
      [m(1, "D", 5), m(2, "B", 7), m(3, "C", 1), m(4, null, 8)],
    );
    assert.deepEqual(pending, [m(1, "D", 5), m(4, null, 8)]);
    assert.equal(nextSeq, 9);
  });

  it("starts the counter at 1 on a fresh sheet and above the server's highest seq otherwise", () => {
    assert.equal(mergeMarks([], []).nextSeq, 1);
    assert.equal(mergeMarks([m(5, "A", 41)], [m(5, "B", 41)]).nextSeq, 42);
    assert.deepEqual(mergeMarks([m(5, "A", 41)], [m(5, "B", 41)]).pending, []);
  });

  it("goes on counting below a checked practice answer's lock, and keeps that answer over anything queued", () => {
    const merged = mergeMarks([m(1, "A", CHECKED_SEQ), m(2, "B", 70)], [m(1, "C", 90)]);
    assert.equal(merged.nextSeq, 91);
    assert.equal(merged.shown.get(1)?.letter, "A");
    assert.deepEqual(merged.pending, []);
  });

  it("tells answered, the E bubble and no bubble apart", () => {
    assert.deepEqual([stateOf("C"), stateOf("E"), stateOf(null), stateOf(undefined)], ["answered", "notAnswered", "blank", "blank"]);
  });

  it("brings the service worker's older copy up to date with the marks confirmed since, the newest of each question", () => {
    const page = [m(1, "A", 5), m(2, "B", 6)];
    const confirmed = [m(2, "C", 9), m(3, "D", 7), m(1, "E", 4)];
    assert.deepEqual(newestOf(page, confirmed), [m(1, "A", 5), m(2, "C", 9), m(3, "D", 7)]);
    // A queued mark newer than both is still the one to send.
    const { pending } = mergeMarks(newestOf(page, confirmed), [m(3, "A", 10), m(2, "A", 8)]);
    assert.deepEqual(pending, [m(3, "A", 10)]);
  });
});
