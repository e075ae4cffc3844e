import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { optionSets } from "@/lib/mock-tests/key";
import { bubbleState, checkTally, inkAround, OUTSIDE_MIN, PEN_CUT, readDigit, readQuestion, readTally, RUBBED_OUT, sheetCut } from "@/lib/omr/marks";

// Darkness into answers, never guessed (issues 20, 37): one clear mark is the answer, none is a
// blank, anything between clearly empty and clearly marked, two marks, or ink around a bubble of a
// blank question goes to staff; each sheet's own marks set where its cut lies.

const letters = optionSets.AD;
const [empty, marked, faint] = [0.06, 0.8, (PEN_CUT.emptyMax + PEN_CUT.markedMin) / 2];

describe("reading a question's bubbles", () => {
  it("takes one clear mark as the answer and no mark as no answer", () => {
    assert.equal(readQuestion(1, letters, [empty, marked, empty, empty]).answer, "B");
    assert.equal(readQuestion(1, letters, [empty, empty, empty, empty]).answer, null);
  });

  it("leaves a faint bubble or two marks to staff", () => {
    assert.deepEqual(readQuestion(2, letters, [empty, empty, faint, empty]), { question: 2, darkness: [empty, empty, faint, empty], answer: undefined, doubt: "faint" });
    assert.equal(readQuestion(3, letters, [marked, marked, empty, empty]).doubt, "double");
    assert.equal(readQuestion(3, letters, [marked, marked, empty, empty]).answer, undefined);
  });

  it("takes a mark much lighter than a firm one beside it as rubbed out, and a light second mark to staff (issue 37)", () => {
    const share = (s: number) => PEN_CUT.untouched + s * (marked - PEN_CUT.untouched);
    assert.equal(readQuestion(4, letters, [empty, marked, share(RUBBED_OUT - 0.02), empty]).answer, "B");
    assert.equal(readQuestion(4, letters, [empty, marked, share(RUBBED_OUT + 0.02), empty]).doubt, "faint");
    // Without the firm mark the same smudge is a doubt, not an erasure.
    assert.equal(readQuestion(4, letters, [empty, empty, share(RUBBED_OUT - 0.02), empty]).doubt, "faint");
  });

  it("sends a blank question with ink around a bubble (a ring, a tick, a cross) to staff, not as blank (issue 37)", () => {
    assert.deepEqual(readQuestion(5, letters, [empty, empty, empty, empty], { around: [false, false, true, false] }).doubt, "outside");
    // An answered question is read: a cross beside a firm mark is the student's own crossing out.
    assert.equal(readQuestion(5, letters, [empty, marked, empty, empty], { around: [false, false, true, false] }).answer, "B");
    assert.equal(readQuestion(5, letters, [empty, marked, empty, empty], { shifted: true }).doubt, "shifted");
  });

  it("finds ink around a bubble against the same part of the same letter's ring, so a question number beside A does not count", () => {
    // Two parts to a ring: left (A's question number darkens it on every row) and right.
    const sheet = Array.from({ length: 20 }, () => letters.map((l) => (l === "A" ? [0.3, 0.02] : [0.02, 0.02])));
    sheet[3] = [
      [0.3, 0.02 + OUTSIDE_MIN + 0.01],
      [0.02 + OUTSIDE_MIN + 0.01, 0.02],
      [0.02 + OUTSIDE_MIN - 0.01, 0.02],
      [0.02, 0.02],
    ];
    assert.deepEqual(inkAround(sheet)[3], [true, true, false, false]);
    assert.deepEqual(inkAround(sheet)[0], [false, false, false, false]);
  });

  it("draws the lines where they are stated", () => {
    assert.deepEqual(
      [PEN_CUT.emptyMax, PEN_CUT.markedMin, faint].map((d) => bubbleState(d)),
      ["empty", "marked", "unsure"],
    );
  });

  it("reads a register digit only when exactly one is clearly marked", () => {
    const column = (marks: Record<number, number>) => Array.from({ length: 10 }, (_, d) => marks[d] ?? empty);
    assert.equal(readDigit(column({ 7: marked })), 7);
    assert.equal(readDigit(column({})), null);
    assert.equal(readDigit(column({ 2: marked, 3: marked })), null);
    assert.equal(readDigit(column({ 2: marked, 3: faint })), null);
  });
});

describe("a sheet's own cut (issue 37)", () => {
  /** A sheet of 60 questions: untouched bubbles about `clean`, one mark of about `mark` in most questions. */
  const sheet = (clean: number, mark: number, answered = 50) =>
    Array.from({ length: 60 }, (_, q) => letters.map((_, l) => (q < answered && l === q % 4 ? mark + ((q % 5) - 2) * 0.01 : clean + ((q + l) % 3) * 0.01)));

  it("keeps the pen cut for pen marks", () => {
    const cut = sheetCut(sheet(0.07, 0.78));
    assert.deepEqual([cut.emptyMax, cut.markedMin], [PEN_CUT.emptyMax, PEN_CUT.markedMin]);
  });

  it("reads faint pencil marks on a sheet of faint pencil, which the pen cut would leave blank or to staff", () => {
    const faintSheet = sheet(0.07, 0.19);
    const cut = sheetCut(faintSheet);
    assert.ok(cut.markedMin <= 0.17 && cut.emptyMax >= 0.11, JSON.stringify(cut));
    assert.equal(readQuestion(2, letters, faintSheet[1], { cut }).answer, "B");
    assert.equal(readQuestion(2, letters, faintSheet[1]).answer, null);
  });

  it("keeps the pen cut when a sheet has fewer than ten marks to learn from, or none above the paper's noise", () => {
    assert.deepEqual(sheetCut(sheet(0.07, 0.19, 8)), { ...PEN_CUT, untouched: sheetCut(sheet(0.07, 0.19, 8)).untouched });
    const cut = sheetCut(sheet(0.07, 0.1));
    assert.deepEqual([cut.emptyMax, cut.markedMin], [PEN_CUT.emptyMax, PEN_CUT.markedMin]);
  });
});

describe("the candidate's tally (issue 37)", () => {
  const column = (digit: number | null) => Array.from({ length: 10 }, (_, d) => (d === digit ? marked : empty));
  const tally = (...digits: (number | null)[]) => readTally(digits.map(column));

  it("reads three digit columns as a number, a leading empty column as 0, nothing shaded as not filled in", () => {
    assert.equal(tally(0, 4, 1), 41);
    assert.equal(tally(null, 4, 1), 41);
    assert.equal(tally(null, null, null), null);
    // A gap after the first digit, or two digits in a column, is unclear.
    assert.equal(tally(1, null, 1), undefined);
    assert.equal(readTally([column(0), [marked, marked, ...column(null).slice(2)], column(1)]), undefined);
  });

  it("sends the questions read blank to staff when the tally says more was shaded, and reads on when it agrees", () => {
    const read = (answers: (string | null)[]) =>
      answers.map((answer, i) => ({ question: i + 1, darkness: letters.map((l) => (l === answer ? marked : empty)), answer: answer as "A" | null }));
    const sheet = read(["A", "B", null, "A", null]);
    assert.deepEqual(
      checkTally(sheet, letters, [2, 1, 0, 0]).map((q) => q.answer),
      ["A", "B", null, "A", null],
    );
    const checked = checkTally(sheet, letters, [3, 1, 0, 0]);
    assert.deepEqual(
      checked.map((q) => q.doubt ?? q.answer),
      ["A", "B", "tally", "A", "tally"],
    );
    // More read than tallied is the candidate's miscount or a stray mark: blanks go to staff all the same.
    assert.equal(checkTally(sheet, letters, [1, 1, 0, 0])[2].doubt, "tally");
    // A letter not tallied, or unclear, says nothing; a question in doubt may be a missing one, if its bubble for that letter is not clearly empty.
    assert.equal(checkTally(sheet, letters, [null, undefined, 0, 0]), sheet);
    const faintA = { question: 6, darkness: [faint, empty, empty, empty], answer: undefined, doubt: "faint" as const };
    assert.equal(checkTally([...sheet, faintA], letters, [3, 1, 0, 0])[2].answer, null);
    assert.equal(checkTally([...sheet, { ...faintA, darkness: [empty, faint, empty, empty] }], letters, [3, 1, 0, 0])[2].doubt, "tally");
  });
});
