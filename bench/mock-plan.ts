// What each simulated student of bench/tests.ts does, decided before the run from a seeded random
// generator (the same BENCH_SEED gives the same run): when they start, each mark with its sequence
// number and the moment it is sent, the retries a flaky phone network causes, and when they submit.

export type Letter = "A" | "B" | "C" | "D" | "E";
const letters: Letter[] = ["A", "B", "C", "D", "E"];

/**
 * One request of marks. `kind` says what the server should answer: a first mark or a change of
 * mind is "saved"; a duplicate (the same request sent again because its answer was lost) and a
 * late retry of an older mark (sent again after a newer one for the same question) are "stale".
 */
export interface PlannedMark {
  question: number;
  letter: Letter;
  seq: number;
  kind: "first" | "change" | "duplicate" | "late";
  /** Milliseconds after the run's start. */
  at: number;
}

export interface StudentPlan {
  userId: number;
  startAt: number;
  marks: PlannedMark[];
  /** When they submit; none in an exam-morning window, which ends before the sitting does. */
  submitAt?: number;
  /** The newest mark of each question: what the database must hold afterwards. */
  intended: Map<number, { letter: Letter; seq: number }>;
}

/** mulberry32: small, fast and seedable, so a run can be repeated exactly. */
export function randomGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PlanOptions {
  questions: number;
  durationMs: number;
  /** Everyone submits within this last part of the run. */
  submitWindowMs: number;
  /** Everyone starts within this first part of the run. */
  startWindowMs: number;
  /** Shares of questions changed, of requests duplicated and of changes followed by a late retry of the old mark. */
  changeShare: number;
  duplicateShare: number;
  lateShare: number;
  /** Questions given a first mark: all by default (the E rule lets only a full sheet be submitted); fewer, with no submit, for a window inside a sitting. */
  marked?: number;
}

/** One student's run: a first mark for every question (so the E rule lets them submit), or for `marked` of them, with changes and retries. */
export function planStudent(userId: number, random: () => number, o: PlanOptions): StudentPlan {
  const pick = () => letters[Math.floor(random() * letters.length)];
  const order = Array.from({ length: o.questions }, (_, i) => i + 1);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const chosen = order.slice(0, o.marked ?? o.questions);
  const steps: Omit<PlannedMark, "at">[] = [];
  const latest = new Map<number, { letter: Letter; seq: number }>();
  let seq = 0;
  const mark = (question: number, kind: "first" | "change") => {
    const previous = latest.get(question);
    let letter = pick();
    while (previous && letter === previous.letter) letter = pick();
    const step = { question, letter, seq: ++seq, kind };
    steps.push(step);
    latest.set(question, { letter, seq: step.seq });
    if (random() < o.duplicateShare) steps.push({ ...step, kind: "duplicate" });
    if (previous && random() < o.lateShare) steps.push({ question, letter: previous.letter, seq: previous.seq, kind: "late" });
  };
  chosen.forEach((question, i) => {
    mark(question, "first");
    if (random() < o.changeShare) mark(chosen[Math.floor(random() * (i + 1))], "change");
  });

  const startAt = random() * o.startWindowMs;
  const marksFrom = startAt + 1_000;
  const marksUntil = Math.max(marksFrom + 1_000, o.durationMs - o.submitWindowMs);
  const times = steps.map(() => marksFrom + random() * (marksUntil - marksFrom)).sort((a, b) => a - b);
  const marks = steps.map((step, i) => ({ ...step, at: times[i] }));
  const submitAt = o.marked === undefined ? o.durationMs - o.submitWindowMs + random() * o.submitWindowMs : undefined;
  return { userId, startAt, marks, submitAt, intended: latest };
}
