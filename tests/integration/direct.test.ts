import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { encode } from "next-auth/jwt";
import { answerDirect, directRoutes } from "@/lib/http/direct";
import { apiRoutes } from "@/lib/routes";
import { migratedEmbeddedTarget, suiteDatabase } from "./databases";
import { createMockTest } from "./mock-fixture";

// The mark save npm start answers before Next.js (lib/http/direct.ts, issue 33), on a bare HTTP
// server where anything it leaves is answered 418 "next": the route's own rules hold there (a
// session whose account still matches it, the student role, same-site, the attempt's owner, the
// [id], the body's size and form), the save lands, and every answer carries the site's headers.

const NEXT = 418;
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);

// No SQL of its own: the embedded database is enough.
const embedded = await migratedEmbeddedTarget();

describe("the mark save answered before Next.js", () => {
  const db = suiteDatabase(embedded);
  let server: Server;
  let base: string;
  let attemptId: number;
  let othersAttempt: number;
  const cookies: Record<string, string> = {};

  const cookieFor = async (user: { id: number; role: string; sessionVersion: number }) => {
    const name = "authjs.session-token";
    const token = await encode({ token: { sub: String(user.id), uid: user.id, role: user.role, sv: user.sessionVersion }, secret: process.env.AUTH_SECRET!, salt: name });
    return `${name}=${token}`;
  };
  const save = (id: number | string, o: { cookie?: string; body?: string; origin?: string; method?: string } = {}) =>
    fetch(`${base}${apiRoutes.mockMarks(0).replace("/0/", `/${id}/`)}`, {
      method: o.method ?? "POST",
      headers: { "content-type": "application/json", ...(o.cookie ? { cookie: o.cookie } : {}), ...(o.origin ? { origin: o.origin } : {}) },
      body: o.method === "GET" ? undefined : (o.body ?? JSON.stringify({ marks: [{ question: 2, letter: "C", seq: 1 }] })),
    });

  before(async () => {
    const test = await createMockTest(db.prisma, { opensAt: minutesFromNow(-5), closesAt: minutesFromNow(60) });
    const users = await Promise.all((["STUDENT", "STUDENT", "STAFF"] as const).map((role, n) => db.prisma.user.create({ data: { role, username: `direct-${n}`, passwordHash: "x" } })));
    const attempt = (userId: number) => db.prisma.mockAttempt.create({ data: { testId: test.id, userId, startedAt: new Date(), deadline: minutesFromNow(30) } });
    attemptId = (await attempt(users[0].id)).id;
    othersAttempt = (await attempt(users[1].id)).id;
    [cookies.student, cookies.other, cookies.staff] = await Promise.all(users.map(cookieFor));
    server = createServer((req, res) => {
      if (!answerDirect(req, res, new URL(req.url ?? "/", "http://x").pathname)) res.writeHead(NEXT).end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("saves the student's mark on their own attempt, with the site's headers", async () => {
    const response = await save(attemptId, { cookie: cookies.student });
    assert.equal(response.status, 200);
    const { serverNow, ...body } = await response.json();
    assert.deepEqual(body, { closed: false, results: [{ question: 2, seq: 1, outcome: "saved" }], visits: [] });
    assert.ok(Math.abs(Date.parse(serverNow) - Date.now()) < 60_000, serverNow);
    assert.equal(response.headers.get("x-content-type-options"), "nosniff");
    assert.equal(response.headers.get("x-frame-options"), "SAMEORIGIN");
    const stored = await db.prisma.mockAnswer.findMany({ where: { attemptId }, select: { question: true, letter: true, seq: true } });
    assert.deepEqual(stored, [{ question: 2, letter: "C", seq: 1 }]);
  });

  it("refuses nobody signed in, another role, another site, and a session its account no longer matches", async () => {
    assert.equal((await save(attemptId)).status, 401);
    assert.equal((await save(attemptId, { cookie: cookies.staff })).status, 403);
    assert.equal((await save(attemptId, { cookie: cookies.student, origin: "https://evil.example" })).status, 403);
    // Signing out everywhere bumps the account's session version: the same cookie is refused at once.
    const student = await db.prisma.mockAttempt.findUniqueOrThrow({ where: { id: attemptId }, select: { userId: true } });
    await db.prisma.user.update({ where: { id: student.userId }, data: { sessionVersion: { increment: 1 } } });
    try {
      assert.equal((await save(attemptId, { cookie: cookies.student })).status, 401);
    } finally {
      await db.prisma.user.update({ where: { id: student.userId }, data: { sessionVersion: { decrement: 1 } } });
    }
  });

  it("answers another student's attempt, or an id that is none, as not found, and changes nothing", async () => {
    for (const id of [othersAttempt, "abc", "99999999999999", "%E0%A4"]) assert.equal((await save(id, { cookie: cookies.student })).status, 404, `attempt ${id}`);
    assert.equal(await db.prisma.mockAnswer.count({ where: { attemptId: othersAttempt } }), 0);
  });

  it("refuses a body that is not the contract's or too large as 4xx", async () => {
    assert.equal((await save(attemptId, { cookie: cookies.student, body: "{not json" })).status, 400);
    assert.equal((await save(attemptId, { cookie: cookies.student, body: JSON.stringify({ marks: [{ question: "x" }] }) })).status, 400);
    const huge = JSON.stringify({ marks: Array.from({ length: 5000 }, (_, i) => ({ question: 1, letter: "A", seq: i + 2 })) });
    assert.equal((await save(attemptId, { cookie: cookies.student, body: huge })).status, 413);
  });

  it("answers with the very handler the route file exports, so no rule is written twice", async () => {
    const route = await import("@/app/api/mock-tests/attempts/[id]/marks/route");
    assert.deepEqual(
      directRoutes.map((r) => [r.method, r.handler]),
      [["POST", route.POST]],
    );
    assert.ok(directRoutes[0].path.test(apiRoutes.mockMarks(12)));
  });

  it("leaves every other request to Next.js", async () => {
    assert.equal((await save(attemptId, { cookie: cookies.student, method: "GET" })).status, NEXT);
    const submit = await fetch(`${base}${apiRoutes.mockSubmit(attemptId)}`, { method: "POST", headers: { cookie: cookies.student } });
    assert.equal(submit.status, NEXT);
    assert.equal((await fetch(`${base}${apiRoutes.mockMarks(attemptId)}/`, { method: "POST", headers: { cookie: cookies.student } })).status, NEXT);
  });
});
