import assert from "node:assert/strict";
import { after, before, beforeEach, describe, it } from "node:test";
import { requestPasswordReset } from "@/lib/auth/reset";
import { deliverDueMail, forAdmins, MAIL_ATTEMPTS, MAIL_CLAIM_MS, type MailSettings } from "@/lib/mail/service";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { smtpServer } from "./smtp";

const KNOWN = "meena@example.com";
const mailText = { subject: "Reset", body: (link: string) => `Open ${link}` };

/** How a call ended, comparable with deepEqual. */
const settle = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error: String(error) }),
  );

function suite(target: TestDatabase) {
  describe(`password-reset mail over SMTP on ${target.name}`, () => {
    const db = suiteDatabase(target);
    let smtp: Awaited<ReturnType<typeof smtpServer>>;
    let settings: MailSettings;
    let token = "";
    const link = (t: string) => ((token = t), `http://site/reset-password?token=${t}`);
    const ask = (email: string, mail = settings) => requestPasswordReset(db.prisma, "STUDENT", email, link, mailText, mail);
    const row = () => db.prisma.outboxEmail.findFirstOrThrow({ where: { to: KNOWN } });

    before(async () => {
      smtp = await smtpServer();
      settings = { smtpUrl: smtp.url };
      await db.prisma.user.create({ data: { role: "STUDENT", username: "meena", email: KNOWN, passwordHash: "unused" } });
    });
    beforeEach(async () => {
      await db.prisma.outboxEmail.deleteMany();
      smtp.set("accept");
      smtp.received.length = 0;
      token = "";
    });
    after(() => smtp.close());

    it("answers a known and an unknown email alike when the mail server refuses or fails", async () => {
      for (const mode of ["refuse", "fail"] as const) {
        smtp.set(mode);
        const known = await settle(ask(KNOWN));
        const unknown = await settle(ask("nobody@example.com"));
        assert.deepEqual(known, unknown, mode);
        assert.deepEqual(known, { value: undefined }, mode);
      }
    });

    it("answers while the mail server still holds the message; one sender delivers it afterwards", async () => {
      const held = smtp.hold();
      try {
        const first = await Promise.race([ask(KNOWN).then(() => "answered"), held.then(() => "the mail server was holding the message")]);
        assert.equal(first, "answered");
        // What after() runs once the answer has gone.
        const sending = deliverDueMail(db.prisma, settings);
        assert.ok((await held).includes(`token=${token}`));
        assert.equal(await deliverDueMail(db.prisma, settings), 0, "another instance leaves the claimed message alone");
        assert.equal((await row()).sentAt, null);
        smtp.release();
        assert.equal(await sending, 1);
      } finally {
        smtp.release();
      }
      const sent = await row();
      assert.ok(sent.sentAt);
      assert.equal(sent.text, null, "the text with the link is erased once sent");
      assert.equal(smtp.received.length, 1);
    });

    it("sends the mail on a retry after the server failed, once the retry is due", async () => {
      smtp.set("fail");
      await ask(KNOWN);
      const now = new Date();
      assert.equal(await deliverDueMail(db.prisma, settings, now), 0);
      const failed = await row();
      assert.equal(failed.attempts, 1);
      assert.equal(failed.sentAt, null);
      assert.ok(failed.text?.includes(token), "kept for the retry");
      assert.ok(failed.nextAttemptAt! > now);

      smtp.set("accept");
      assert.equal(await deliverDueMail(db.prisma, settings, now), 0, "not due yet");
      assert.equal(await deliverDueMail(db.prisma, settings, failed.nextAttemptAt!), 1);
      assert.equal(smtp.received.length, 1);
      assert.ok(smtp.received[0].includes(`http://site/reset-password?token=${token}`));
      const sent = await row();
      assert.equal(sent.attempts, 2);
      assert.ok(sent.sentAt);
      assert.equal(sent.text, null);
    });

    it(`gives up after ${MAIL_ATTEMPTS} attempts, waiting longer each time, and erases the text`, async () => {
      smtp.set("fail");
      await ask(KNOWN);
      const before = smtp.refused();
      let at = new Date();
      const waits: number[] = [];
      for (let attempt = 1; attempt <= MAIL_ATTEMPTS; attempt++) {
        assert.equal(await deliverDueMail(db.prisma, settings, at), 0);
        const { attempts, nextAttemptAt } = await row();
        assert.equal(attempts, attempt);
        if (nextAttemptAt) waits.push(nextAttemptAt.getTime() - at.getTime());
        at = nextAttemptAt ?? at;
      }
      assert.equal(smtp.refused() - before, MAIL_ATTEMPTS);
      assert.equal(waits.length, MAIL_ATTEMPTS - 1);
      waits.slice(1).forEach((wait, i) => assert.ok(wait > waits[i], `backoff ${waits.join(", ")}`));
      const given = await row();
      assert.ok(given.failedAt);
      assert.equal(given.nextAttemptAt, null);
      assert.equal(given.text, null);
      assert.equal(await deliverDueMail(db.prisma, settings, new Date(at.getTime() + 24 * 3600_000)), 0);
      assert.equal(smtp.refused() - before, MAIL_ATTEMPTS, "nothing more is tried");
    });

    it("sends a message whose sender stalled (a killed process) once its claim runs out, and only once", async () => {
      const held = smtp.hold();
      try {
        assert.equal(await Promise.race([ask(KNOWN).then(() => "answered"), held.then(() => "held")]), "answered");
        const stalled = deliverDueMail(db.prisma, settings);
        await held;
        smtp.set("accept");
        assert.equal(await deliverDueMail(db.prisma, settings), 0, "still claimed");
        assert.equal(await deliverDueMail(db.prisma, settings, new Date(Date.now() + MAIL_CLAIM_MS)), 1);
        assert.ok(smtp.received[0].includes(`token=${token}`));
        // The stalled sender's late failure must not put the sent message back in the queue.
        smtp.release(true);
        assert.equal(await stalled, 0);
      } finally {
        smtp.release();
      }
      const sent = await row();
      assert.ok(sent.sentAt);
      assert.equal(sent.nextAttemptAt, null);
      assert.equal(sent.text, null);
    });

    it("sends a message once when two senders start together", async () => {
      await ask(KNOWN);
      const counts = await Promise.all([deliverDueMail(db.prisma, settings), deliverDueMail(db.prisma, settings)]);
      assert.equal(counts[0] + counts[1], 1);
      assert.equal(smtp.received.length, 1);
    });

    it("keeps nothing of the link with SMTP, and the admin's outbox never shows it; without SMTP the outbox is the delivery", async () => {
      await ask(KNOWN);
      const queued = await row();
      assert.ok(queued.text?.includes(token));
      assert.equal(forAdmins(queued).text, null, "not shown while waiting");
      await deliverDueMail(db.prisma, settings);
      const stored = JSON.stringify(await db.prisma.outboxEmail.findMany());
      assert.ok(!stored.includes(token), stored);

      await db.prisma.outboxEmail.deleteMany();
      await ask(KNOWN, {});
      assert.equal(await deliverDueMail(db.prisma, {}), 0);
      assert.ok(forAdmins(await row()).text?.includes(`token=${token}`));
    });
  });
}

for (const target of await targets()) suite(target);
