import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { resultsCsvStream } from "@/lib/mock-tests/csv";
import { acceptObjection, rejectObjection } from "@/lib/mock-tests/decisions";
import type { Letter } from "@/lib/mock-tests/key";
import { analysis, objectionGroups, questionCounts, questionObjections, resultsPage, resultBatches, reviewTest } from "@/lib/mock-tests/review";
import { saveMark, startAttempt, submitAttempt } from "@/lib/mock-tests/service";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { at, createMockTest } from "./mock-fixture";

// Staff review of a mock test on both databases (issue 18): the ranked, paged and searched results
// table and its CSV, the item analysis, and objections decided: accepting re-scores and re-ranks in
// one transaction with an audit entry, rejecting closes them, and a final key refuses both.

/** Name, register number and marks on questions 1–5 ("." = no bubble, submitted by the server). */
const sitters = [
  ["கவியா", "R001", "ABCDA"],
  ["Arun", "R002", "ABCDB"],
  ["மணி", "R003", "ABCAB"],
  ["Devi", "R004", "AC..."],
  ["Ravi", "R005", "BBCDC"],
] as const;

async function suite(target: TestDatabase) {
  describe(`mock-test review on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let testId: number;
    let staffId: number;
    const students: number[] = [];
    const score = async (n: number) => (await db.prisma.mockAttempt.findFirstOrThrow({ where: { testId, userId: students[n] } })).score;
    const rankOf = async (n: number) => (await resultsPage(testId, { query: sitters[n][1] })).rows[0].rank;
    const object = (n: number, question: number, letter: Letter) =>
      db.prisma.mockObjection.create({ data: { testId, userId: students[n], question, letter, reason: `வினா ${question}: ${letter} சரி` } });

    before(async () => {
      const test = await createMockTest(db.prisma, {
        correct: 100,
        sections: [
          { name: "பொதுத் தமிழ்", from: 1, to: 3 },
          { name: "General Studies", from: 4, to: 5 },
        ],
        objectionsUntil: at(24 * 60),
      });
      testId = test.id;
      staffId = (await db.prisma.user.create({ data: { role: "STAFF", username: "staff", passwordHash: "x" } })).id;
      for (const [n, [name, registerNo, marks]] of sitters.entries()) {
        const phone = `98000000${n}0`;
        const user = await db.prisma.user.create({
          data: {
            role: "STUDENT",
            username: name,
            passwordHash: "x",
            student: {
              create: {
                registerNo,
                fatherName: "F",
                dob: new Date("2000-01-01"),
                qualification: "BA",
                phoneNumber: phone,
                whatsappNumber: phone,
                fatherPhoneNumber: phone,
                aadhaarNumber: `12345678900${n}`,
                community: "BC",
                bloodGroup: "A_POS",
                address: "Chennai",
                paymentId: `pay_${n}`,
              },
            },
          },
        });
        students.push(user.id);
        const started = await startAttempt(db.prisma, testId, user.id, at(n));
        assert.ok(started.ok);
        for (const [i, mark] of [...marks].entries()) {
          if (mark !== ".")
            assert.equal(await saveMark(db.prisma, { attemptId: started.attempt.id, userId: user.id, question: i + 1, letter: mark as Letter, seq: i + 1 }, at(n + 1)), "saved");
        }
        const done = await submitAttempt(db.prisma, started.attempt.id, marks.includes(".") ? "server" : { student: user.id }, marks.includes(".") ? at(40) : at(n + 2));
        assert.ok(done.ok);
      }
    });

    it("ranks everyone in SQL with ties sharing a rank, pages, searches by name or register number, and tells who submitted", async () => {
      const all = await resultsPage(testId, {});
      assert.equal(all.total, 5);
      assert.deepEqual(
        all.rows.map((r) => [r.rank, r.name, r.score, r.byServer]),
        [
          [1, "கவியா", 500, false],
          [2, "Arun", 400, false],
          [3, "மணி", 300, false],
          [3, "Ravi", 300, false],
          [5, "Devi", 100, true],
        ],
      );
      assert.deepEqual([all.rows[4].correct, all.rows[4].wrong, all.rows[4].notAnswered], [1, 1, 3]);
      const second = await resultsPage(testId, { page: 2, pageSize: 2 });
      assert.deepEqual([second.page, second.pages, second.rows.map((r) => r.name)], [2, 3, ["மணி", "Ravi"]]);
      // The rank stays the one among everyone, whatever the search keeps.
      const found = await resultsPage(testId, { query: "மணி" });
      assert.deepEqual([found.total, found.rows.map((r) => [r.rank, r.registerNo])], [1, [[3, "R003"]]]);
      assert.deepEqual(
        (await resultsPage(testId, { query: "r005" })).rows.map((r) => r.name),
        ["Ravi"],
      );
      assert.equal((await resultsPage(testId, { query: "%" })).total, 0, "LIKE wildcards match themselves");
    });

    it("exports every result as CSV in rank order, with a byte-order mark and the Tamil intact", async () => {
      const header = { rank: "தரவரிசை", registerNo: "பதிவு எண்", name: "பெயர்", score: "மதிப்பெண்", correct: "சரி", wrong: "தவறு", notAnswered: "விடையளிக்காதவை", submittedAt: "நேரம்" };
      const bytes = new Uint8Array(await new Response(resultsCsvStream((await reviewTest(testId))!, header)).arrayBuffer());
      assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
      assert.equal(lines.length, 6);
      // A column per section, named as staff named it (issue 36), each attempt's marks in it.
      assert.match(lines[0], /^"தரவரிசை","பதிவு எண்","பெயர்".*,"பொதுத் தமிழ்","General Studies"$/);
      assert.equal(lines[1], `"1","R001","கவியா","5","5","0","0","2026-11-29 10:02:00","3","2"`);
      assert.match(lines[3], /^"3","R003","மணி","3"/);
      // Each line's sections add up to its score.
      for (const line of lines.slice(1)) {
        const cells = line.split(",").map((cell) => Number(cell.replaceAll('"', "")));
        assert.equal(cells[8] + cells[9], cells[3], line);
      }
      // Batches walk past ties without losing or repeating a row.
      const batched: string[] = [];
      for await (const rows of resultBatches(testId, 2)) batched.push(...rows.map((row) => row.registerNo));
      assert.deepEqual(batched, ["R001", "R002", "R003", "R005", "R004"]);
    });

    it("counts each option per question in one pass, flags a likely wrong key, and averages each section", async () => {
      const { sat, counts } = await questionCounts(testId);
      assert.equal(sat, 5);
      // The upper group is the best 27 %: ceil(1.35) = 2, கவியா and Arun.
      assert.deepEqual(counts[4], { question: 5, all: { A: 1, B: 2, C: 1 }, upper: { A: 1, B: 1, C: 0 } });
      const view = await analysis((await reviewTest(testId))!);
      assert.deepEqual([view.items[0].correct, view.items[0].none], [80, { count: 0, share: 0 }]);
      assert.deepEqual(view.items[4].none, { count: 1, share: 20 });
      assert.deepEqual(
        view.items.map((item) => item.flags),
        [[], [], [], [], ["distractorBeatsKey"]],
      );
      assert.deepEqual(view.sections, [
        { name: "பொதுத் தமிழ்", score: 240, correct: 2.4, wrong: 0.4, notAnswered: 0.2 },
        { name: "General Studies", score: 80, correct: 0.8, wrong: 0.8, notAnswered: 0.4 },
      ]);
    });

    it("groups objections by question, open ones first, and rejecting closes the question's open ones", async () => {
      await object(1, 5, "B");
      await object(2, 5, "B");
      await object(2, 4, "A");
      assert.deepEqual(
        (await objectionGroups(testId)).rows.map((g) => [g.question, g.total, g.open]),
        [
          [4, 1, 1],
          [5, 2, 2],
        ],
      );
      assert.deepEqual(await rejectObjection(db.prisma, staffId, { testId, question: 4 }, at(70)), { ok: true, decided: 1 });
      const groups = await objectionGroups(testId);
      assert.deepEqual(
        groups.rows.map((g) => [g.question, g.open]),
        [
          [5, 2],
          [4, 0],
        ],
      );
      assert.equal(groups.rows[1].objections[0].status, "REJECTED");
      const one = await questionObjections(testId, 5);
      assert.deepEqual([one.total, one.open, one.rows.map((o) => o.registerNo)], [2, 2, ["R002", "R003"]]);
      assert.deepEqual(await rejectObjection(db.prisma, staffId, { testId, question: 4 }), { ok: false, reason: "noOpenObjections" });
      assert.equal(await score(2), 300, "a rejection changes no score");
      const audit = await db.prisma.auditEntry.findFirstOrThrow({ where: { action: "mockTest.objectionRejected" } });
      assert.deepEqual([audit.actorId, audit.entity, audit.entityId], [staffId, "MockTest", testId]);
    });

    it("accepting an extra letter re-scores and re-ranks in one transaction, closing the objections with an audit entry", async () => {
      assert.equal(await rankOf(1), 2);
      const result = await acceptObjection(db.prisma, staffId, { testId, question: 5, decision: { kind: "add", letter: "B" } }, at(80));
      assert.deepEqual(result, { ok: true, changed: true, moved: 2, decided: 2 });
      assert.deepEqual((await reviewTest(testId))!.key[4], { accepted: ["A", "B"] });
      // Arun 400 → 500, now sharing the first rank; மணி 300 → 400; Ravi falls from 3rd to 4th.
      assert.deepEqual([await score(1), await score(2), await score(4)], [500, 400, 300]);
      assert.deepEqual([await rankOf(0), await rankOf(1), await rankOf(2), await rankOf(4)], [1, 1, 3, 4]);
      const arun = await db.prisma.mockAttempt.findFirstOrThrow({ where: { testId, userId: students[1] } });
      assert.equal(arun.previousScore, 400);
      const objections = await db.prisma.mockObjection.findMany({ where: { testId, question: 5 } });
      assert.deepEqual(
        objections.map((o) => [o.status, o.decidedAt?.getTime()]),
        [
          ["ACCEPTED", at(80).getTime()],
          ["ACCEPTED", at(80).getTime()],
        ],
      );
      assert.equal(await db.prisma.mockKeyChange.count({ where: { testId, question: 5 } }), 1);
      const audit = await db.prisma.auditEntry.findFirstOrThrow({ where: { action: "mockTest.objectionAccepted" } });
      assert.deepEqual([audit.actorId, audit.entity, audit.entityId], [staffId, "MockTest", testId]);
      assert.match(audit.summary, /question 5 key A → A\/B, 2 objections accepted, 2 scores changed/);
    });

    it("dropping a question gives everyone its mark", async () => {
      await object(3, 1, "B");
      const result = await acceptObjection(db.prisma, staffId, { testId, question: 1, decision: { kind: "drop" } });
      assert.ok(result.ok);
      assert.equal(result.moved, 1, "only Ravi had question 1 wrong");
      const all = await resultsPage(testId, {});
      assert.deepEqual(
        all.rows.map((r) => [r.name, r.score, r.correct]),
        [
          ["கவியா", 500, 5],
          ["Arun", 500, 5],
          ["மணி", 400, 4],
          ["Ravi", 400, 4],
          ["Devi", 100, 1],
        ],
      );
    });

    it("refuses every decision once the key is final, and leaves the objection open", async () => {
      const objection = await object(4, 2, "C");
      await db.prisma.mockTest.update({ where: { id: testId }, data: { keyFinal: true } });
      assert.deepEqual(await acceptObjection(db.prisma, staffId, { testId, question: 2, decision: { kind: "only", letter: "C" } }), { ok: false, reason: "keyFinal" });
      assert.deepEqual(await rejectObjection(db.prisma, staffId, { testId, question: 2 }), { ok: false, reason: "keyFinal" });
      assert.equal((await db.prisma.mockObjection.findUniqueOrThrow({ where: { id: objection.id } })).status, "OPEN");
      assert.deepEqual((await reviewTest(testId))!.key[1], { accepted: ["B"] });
      assert.deepEqual(await acceptObjection(db.prisma, staffId, { testId: testId + 99, question: 2, decision: { kind: "drop" } }), { ok: false, reason: "notFound" });
    });
  });
}

for (const target of await targets()) await suite(target);
