import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { fork } from "node:child_process";
import { embeddedTarget } from "./databases";

describe("embedded database on disk", async () => {
  const target = await embeddedTarget();
  after(() => target.dispose());

  it("keeps data across close and reopen", async () => {
    const first = await target.open();
    await first.migrate();
    await first.prisma.achiever.create({ data: { name: "கணேஷ்", batch: "2024", department: "குரூப் 2" } });
    await first.close();

    const second = await target.open();
    try {
      assert.deepEqual(await second.migrate(), []);
      const names = (await second.prisma.achiever.findMany()).map((a) => a.name);
      assert.deepEqual(names, ["கணேஷ்"]);
    } finally {
      await second.close();
    }
  });

  it("refuses a second process while one has it open, with a clear message", async () => {
    const owner = await target.open();
    await owner.prisma.$queryRaw`SELECT 1`;
    try {
      const child = fork(new URL("./open-embedded.ts", import.meta.url), [target.dir], { execArgv: ["--import", "tsx"], stdio: "pipe" });
      let stderr = "";
      child.stderr!.on("data", (d) => (stderr += d));
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      assert.equal(code, 3, stderr);
      assert.match(stderr, /is in use by process \d+/);
    } finally {
      await owner.close();
    }
  });
});
