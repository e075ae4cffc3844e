import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { homeFigures } from "@/lib/achievers/queries";
import { institute } from "@/lib/config";
import { addOfflineStudent } from "@/lib/students/service";
import { suiteDatabase, targets, type TestDatabase } from "./databases";
import { form } from "./student-form";

// The home page's figures (issue 38) on both databases (the suite's is the app database its query
// reads): the configured ones while the institute has no rows, then its own count of achievers and
// of students with an active account.

async function suite(target: TestDatabase) {
  describe(`the home page's figures on ${target.name}`, () => {
    const db = suiteDatabase(target);

    it("shows the configured figures on a fresh install, then counts achievers and active students", async () => {
      assert.deepEqual(await homeFigures(), institute.stats);
      const admin = await db.prisma.user.create({ data: { role: "ADMIN", username: "admin", passwordHash: "x" } });
      for (const n of [1, 2, 3]) assert.ok((await addOfflineStudent(db.prisma, form(n), admin.id)).ok);
      await db.prisma.achiever.createMany({ data: ["அ", "ஆ"].map((name) => ({ name, batch: "2025", department: "Group 4" })) });
      assert.deepEqual(await homeFigures(), { happyStudents: 3, successStories: 2 });
      // A disabled account is no longer counted.
      const one = await db.prisma.studentProfile.findFirstOrThrow({ select: { userId: true } });
      await db.prisma.user.update({ where: { id: one.userId }, data: { disabled: true } });
      assert.equal((await homeFigures()).happyStudents, 2);
    });
  });
}

for (const target of await targets()) await suite(target);
