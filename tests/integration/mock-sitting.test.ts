import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { parseKey, type KeyEntry } from "@/lib/mock-tests/key";
import { GRACE_MS } from "@/lib/mock-tests/window";
import { saveMarksForStudent, sheetForStudent, startForStudent, submitForStudent } from "@/lib/mock-tests/sitting";
import { studentMockTests } from "@/lib/mock-tests/queries";
import { suiteDatabase, targets, type TestDatabase } from "./databases";

// The answer sheet's handler bodies (lib/mock-tests/sitting.ts, behind lib/mock-tests/http.ts's
// STUDENT guard) on both databases: start answers no key, a batch of marks in any order leaves
// the newest, another student's attempt is not found, late marks are refused, bad bodies are 400,
// and a blank A–E sheet is refused with its blanks.

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 4, 30 + minute)); // 10:00 IST onwards
const post = (body: string) => new Request("http://localhost/api", { method: "POST", body, headers: { "content-type": "application/json" } });
const marks = (list: [number, string | null, number][]) => post(JSON.stringify({ marks: list.map(([question, letter, seq]) => ({ question, letter, seq })) }));
/** Visits (issue 34): [question, review, seconds, seq]. */
const visits = (list: [number, boolean, number, number][], withMarks: [number, string | null, number][] = []) =>
  post(
    JSON.stringify({
      marks: withMarks.map(([question, letter, seq]) => ({ question, letter, seq })),
      visits: list.map(([question, review, seconds, seq]) => ({ question, review, seconds, seq })),
    }),
  );

async function suite(target: TestDatabase) {
  describe(`sitting a mock test on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let testId: number;
    let laterId: number;
    const students: { id: number }[] = [];
    before(async () => {
      const file = await db.prisma.storedFile.create({ data: { key: "papers/s.pdf", fileName: "s.pdf", contentType: "application/pdf", size: 9 } });
      const paper = await db.prisma.testSeriesPost.create({ data: { examType: "TNPSC", department: "GROUP_IV", subject: "Mock", paperType: "QUESTION", fileId: file.id } });
      const base = {
        examType: "TNPSC",
        department: "GROUP_IV",
        questionPostId: paper.id,
        minutes: 30,
        questions: 4,
        options: "AE",
        correct: 100,
        sections: [{ name: "Tamil", from: 1, to: 4 }],
      } as const;
      const answerKey = (parseKey("ABCD", 4, "AE") as { key: KeyEntry[] }).key as object[];
      testId = (await db.prisma.mockTest.create({ data: { ...base, titleTa: "தேர்வு", titleEn: "Test", opensAt: at(0), closesAt: at(60), answerKey } })).id;
      laterId = (await db.prisma.mockTest.create({ data: { ...base, titleTa: "அடுத்தது", titleEn: "Later", opensAt: at(120), closesAt: at(180), answerKey } })).id;
      for (let n = 0; n < 4; n++) students.push({ id: (await db.prisma.user.create({ data: { role: "STUDENT", username: `sitter-${n}`, passwordHash: "x" } })).id });
    });

    it("opening the sheet's page never starts the clock: only the Start button's POST does", async () => {
      // Before Start, the instructions' facts (issue 34), and still no attempt.
      assert.deepEqual(await sheetForStudent(testId, students[0].id, at(1)), {
        kind: "notStarted",
        test: { titleTa: "தேர்வு", titleEn: "Test", minutes: 30, questions: 4, options: "AE", correct: 100, wrong: 0, sections: [{ name: "Tamil", from: 1, to: 4 }], paper: true },
      });
      assert.deepEqual(await sheetForStudent(testId, students[0].id, at(61)), { kind: "done" });
      assert.equal(await db.prisma.mockAttempt.count({ where: { userId: students[0].id } }), 0);
    });

    it("starts with the server's clock and saved marks, never the key, and refuses a test not open", async () => {
      const response = await startForStudent(db.prisma, students[0], testId, at(1));
      assert.equal(response.status, 200);
      const body = await response.json();
      assert.deepEqual(Object.keys(body).sort(), ["attemptId", "deadline", "marks", "serverNow"]);
      assert.equal(body.deadline, at(31).toISOString());
      assert.equal(body.serverNow, at(1).toISOString());
      assert.deepEqual(body.marks, []);
      assert.doesNotMatch(JSON.stringify(body), /accepted|answerKey/);
      const early = await startForStudent(db.prisma, students[0], laterId, at(1));
      assert.deepEqual([early.status, await early.json()], [409, { error: "notOpen" }]);
      assert.equal((await startForStudent(db.prisma, students[0], 999_999, at(1))).status, 404);
    });

    it("saves a batch in any order leaving the newest mark, answers each, and resumes with them", async () => {
      const { attemptId } = await (await startForStudent(db.prisma, students[0], testId, at(2))).json();
      const response = await saveMarksForStudent(
        db.prisma,
        students[0],
        attemptId,
        marks([
          [1, "C", 5],
          [1, "A", 3],
          [2, "B", 4],
          [1, null, 2],
        ]),
        at(3),
      );
      assert.equal(response.status, 200);
      const body = await response.json();
      assert.equal(body.closed, false);
      assert.deepEqual(
        body.results.map((r: { seq: number; outcome: string }) => [r.seq, r.outcome]),
        [
          [2, "saved"],
          [3, "saved"],
          [4, "saved"],
          [5, "saved"],
        ],
      );
      // A retry of an old mark arriving late is stale, and changes nothing.
      const late = await (await saveMarksForStudent(db.prisma, students[0], attemptId, marks([[1, "D", 1]]), at(4))).json();
      assert.deepEqual(late.results, [{ question: 1, seq: 1, outcome: "stale" }]);
      const resumed = await (await startForStudent(db.prisma, students[0], testId, at(5))).json();
      assert.equal(resumed.attemptId, attemptId);
      assert.deepEqual(resumed.marks, [
        { question: 1, letter: "C", seq: 5 },
        { question: 2, letter: "B", seq: 4 },
      ]);
      // The attempt page's data: the same attempt and marks, the paper, and no key.
      const sheet = await sheetForStudent(testId, students[0].id, at(5));
      assert.equal(sheet.kind, "sitting");
      assert.ok(sheet.kind === "sitting");
      assert.equal(sheet.attemptId, attemptId);
      assert.equal(sheet.marks.length, 2);
      assert.deepEqual(Object.keys(sheet.test).sort(), ["fileId", "options", "pageStarts", "pages", "questions", "sections", "titleEn", "titleTa"]);
      assert.deepEqual(await sheetForStudent(laterId, students[0].id, at(5)), { kind: "notOpen" });
    });

    it("answers 404 for another student's attempt, 400 for a body that is not a batch of marks, 413 for a huge one", async () => {
      const { attemptId } = await (await startForStudent(db.prisma, students[0], testId, at(2))).json();
      const stranger = await saveMarksForStudent(db.prisma, students[1], attemptId, marks([[3, "A", 9]]), at(3));
      assert.equal(stranger.status, 404);
      assert.equal((await submitForStudent(db.prisma, students[1], attemptId, at(3))).status, 404);
      assert.equal(await db.prisma.mockAnswer.count({ where: { attemptId, question: 3 } }), 0);
      for (const body of [
        "{not json",
        "{}",
        JSON.stringify({ marks: [] }),
        JSON.stringify({ marks: [{ question: 1, letter: "F", seq: 1 }] }),
        JSON.stringify({ marks: Array.from({ length: 301 }, (_, i) => ({ question: 1, letter: "A", seq: i + 1 })) }),
      ]) {
        assert.equal((await saveMarksForStudent(db.prisma, students[0], attemptId, post(body), at(3))).status, 400, body.slice(0, 30));
      }
      // A body far past any real queue is refused before it is parsed.
      const huge = JSON.stringify({ marks: [{ question: 1, letter: "A", seq: 1 }], pad: "x".repeat(70_000) });
      assert.equal((await saveMarksForStudent(db.prisma, students[0], attemptId, post(huge), at(3))).status, 413);
    });

    it("saves review marks, visits and time on screen with the marks: the newest flag wins, time adds up to at most the sitting, another device sees them", async () => {
      const student = students[3];
      const { attemptId } = await (await startForStudent(db.prisma, student, testId, at(2))).json();
      const save = async (body: Request, when = at(3)) => {
        const response = await saveMarksForStudent(db.prisma, student, attemptId, body, when);
        return { status: response.status, body: response.status === 200 ? await response.json() : null };
      };
      const first = await save(
        visits(
          [
            [1, true, 30, 10],
            [2, false, 5, 11],
          ],
          [[2, "B", 12]],
        ),
      );
      assert.deepEqual(first.body.results, [{ question: 2, seq: 12, outcome: "saved" }]);
      assert.deepEqual(first.body.visits, [
        { question: 1, seq: 10, outcome: "saved" },
        { question: 2, seq: 11, outcome: "saved" },
      ]);
      // A retry of a report already saved (its answer was lost) adds no time; a newer one clears the flag and adds its time.
      assert.deepEqual((await save(visits([[1, true, 30, 10]]))).body.visits, [{ question: 1, seq: 10, outcome: "stale" }]);
      await save(visits([[1, false, 20, 13]]));
      // Time on screen stays within sense: never more than the sitting's 30 minutes on one question.
      await save(visits([[3, false, 3600, 14]]));
      await save(visits([[3, true, 3600, 15]]));
      // Another phone opens the same sheet with the same palette.
      const sheet = await sheetForStudent(testId, student.id, at(4));
      assert.ok(sheet.kind === "sitting");
      assert.deepEqual(sheet.visits, [
        { question: 1, review: false, seconds: 50, seq: 13 },
        { question: 2, review: false, seconds: 5, seq: 11 },
        { question: 3, review: true, seconds: 1800, seq: 15 },
      ]);
      // Not the student's attempt: 404 and nothing stored; a question the test does not have, or a bad report: refused.
      const stranger = await saveMarksForStudent(db.prisma, students[1], attemptId, visits([[4, true, 1, 20]]), at(4));
      assert.equal(stranger.status, 404);
      assert.equal(await db.prisma.mockVisit.count({ where: { attemptId, question: 4 } }), 0);
      assert.deepEqual((await save(visits([[5, true, 1, 21]]))).body.visits, [{ question: 5, seq: 21, outcome: "badQuestion" }]);
      for (const bad of [
        { question: 1, review: "yes", seconds: 1, seq: 22 },
        { question: 1, review: true, seconds: -1, seq: 22 },
        { question: 1, review: true, seconds: 3601, seq: 22 },
      ])
        assert.equal((await save(post(JSON.stringify({ marks: [], visits: [bad] })))).status, 400, JSON.stringify(bad));
      // After the deadline and its grace, as for marks: closed, nothing changes.
      const late = await save(visits([[2, true, 9, 30]]), new Date(at(32).getTime() + GRACE_MS + 1000));
      assert.equal(late.body.closed, true);
      assert.deepEqual(late.body.visits, [{ question: 2, seq: 30, outcome: "closed" }]);
      assert.equal((await db.prisma.mockVisit.findUniqueOrThrow({ where: { attemptId_question: { attemptId, question: 2 } } })).review, false);
    });

    it("refuses a blank A–E sheet with its blank questions, then submits once every question has a bubble", async () => {
      const { attemptId } = await (await startForStudent(db.prisma, students[0], testId, at(2))).json();
      const blank = await submitForStudent(db.prisma, students[0], attemptId, at(6));
      assert.deepEqual([blank.status, await blank.json()], [409, { error: "blank", blank: [3, 4] }]);
      await saveMarksForStudent(
        db.prisma,
        students[0],
        attemptId,
        marks([
          [3, "E", 6],
          [4, "D", 7],
        ]),
        at(6),
      );
      const done = await submitForStudent(db.prisma, students[0], attemptId, at(7));
      assert.deepEqual([done.status, await done.json()], [200, { submitted: true }]);
      assert.equal((await db.prisma.mockAttempt.findUniqueOrThrow({ where: { id: attemptId } })).score, 200); // 2 right (B, D), 1 wrong (C), E not answered
      assert.deepEqual(await sheetForStudent(testId, students[0].id, at(8)), { kind: "done" });
      const again = await (await saveMarksForStudent(db.prisma, students[0], attemptId, marks([[1, "A", 8]]), at(8))).json();
      // Each answer carries the server's clock: the sheet counts down from the last one when reopened offline.
      assert.deepEqual(again, { closed: true, results: [{ question: 1, seq: 8, outcome: "closed" }], visits: [], serverNow: at(8).toISOString() });
    });

    it("refuses marks after the deadline and its grace, and a late submit closes the sheet as the server would", async () => {
      const { attemptId, deadline } = await (await startForStudent(db.prisma, students[2], testId, at(10))).json();
      const end = new Date(deadline).getTime();
      const within = await (await saveMarksForStudent(db.prisma, students[2], attemptId, marks([[1, "A", 1]]), new Date(end + GRACE_MS))).json();
      assert.equal(within.results[0].outcome, "saved");
      const after = await (
        await saveMarksForStudent(
          db.prisma,
          students[2],
          attemptId,
          marks([
            [2, "B", 2],
            [3, "C", 3],
          ]),
          new Date(end + GRACE_MS + 1000),
        )
      ).json();
      assert.deepEqual(after, { closed: true, results: [{ question: 2, seq: 2, outcome: "closed" }], visits: [], serverNow: new Date(end + GRACE_MS + 1000).toISOString() });
      // Blanks no longer block: the deadline passed, so they count as not answered.
      const submitted = await submitForStudent(db.prisma, students[2], attemptId, new Date(end + GRACE_MS + 2000));
      assert.equal(submitted.status, 200);
      const row = await db.prisma.mockAttempt.findUniqueOrThrow({ where: { id: attemptId } });
      assert.deepEqual([row.score, row.notAnswered], [100, 3]);
    });

    it("lists open, upcoming and closed tests with the student's own state", async () => {
      const list = await studentMockTests(students[0].id, at(30));
      assert.deepEqual(
        list.open.map((t) => [t.id, t.started, t.submitted]),
        [[testId, true, true]],
      );
      assert.deepEqual(
        list.upcoming.map((t) => t.id),
        [laterId],
      );
      assert.deepEqual(list.closed, []);
      const other = await studentMockTests(students[1].id, at(200));
      assert.deepEqual(
        other.closed.map((t) => [t.id, t.started]),
        [
          [laterId, false],
          [testId, false],
        ],
      );
    });
  });
}

for (const target of await targets()) await suite(target);
