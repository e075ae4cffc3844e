import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { endOfToday, reviewed } from "@/lib/practice/schedule";

// The revision queue's schedule (issue 36, item 4): FSRS through ts-fsrs, rated by how a question went.

const DAY = 86_400_000;
const t0 = new Date("2026-11-20T06:00:00Z");
const later = (days: number) => new Date(t0.getTime() + days * DAY);

describe("revision schedule", () => {
  it("a right answer to a question not in the queue leaves it out", () => {
    assert.equal(reviewed(null, "correct", t0), null);
  });

  it("a wrong or blank answer puts it in, due the next day", () => {
    for (const outcome of ["wrong", "notAnswered"] as const) {
      const card = reviewed(null, outcome, t0)!;
      assert.deepEqual([card.due.getTime(), card.reps, card.lapses, card.lastReview?.getTime()], [later(1).getTime(), 1, 0, t0.getTime()]);
    }
  });

  it("each right answer sends it further off; a miss after that brings it back much sooner, counted as a lapse", () => {
    let card = reviewed(null, "wrong", t0)!;
    const gaps: number[] = [];
    let day = 1;
    for (let i = 0; i < 4; i++) {
      card = reviewed(card, "correct", later(day))!;
      gaps.push(card.scheduledDays);
      day += card.scheduledDays;
    }
    assert.ok(
      gaps.every((gap, i) => i === 0 || gap > gaps[i - 1]),
      `gaps ${gaps}`,
    );
    const missed = reviewed(card, "wrong", later(day))!;
    assert.equal(missed.lapses, 1);
    assert.ok(missed.scheduledDays >= 1 && missed.scheduledDays < gaps[gaps.length - 1] / 2, `after the miss ${missed.scheduledDays} days, gaps ${gaps}`);
    assert.ok(missed.stability < card.stability);
  });

  it("a sitting older than the last review counts as of that review", () => {
    const card = reviewed(null, "wrong", later(3))!;
    const next = reviewed(card, "wrong", t0)!;
    assert.equal(next.lastReview?.getTime(), later(3).getTime());
    assert.equal(next.due.getTime(), later(4).getTime());
  });

  it("today ends at the institute's midnight (India, UTC+5:30)", () => {
    assert.equal(endOfToday(new Date("2026-11-20T06:00:00Z")).toISOString(), "2026-11-20T18:30:00.000Z");
    // 23:59 in Chennai is still the 20th; 00:00 is the 21st.
    assert.equal(endOfToday(new Date("2026-11-20T18:29:00Z")).toISOString(), "2026-11-20T18:30:00.000Z");
    assert.equal(endOfToday(new Date("2026-11-20T18:30:00Z")).toISOString(), "2026-11-21T18:30:00.000Z");
    assert.equal(endOfToday(new Date("2026-12-31T20:00:00Z")).toISOString(), "2027-01-01T18:30:00.000Z");
  });
});
