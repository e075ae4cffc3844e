import assert from "node:assert/strict";
import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { after, before, describe, it } from "node:test";
import { newKey, type Storage } from "@/lib/storage";
import { fsStorage, STALE_PART_MS, sweepPartials } from "@/lib/storage/fs";
import { fileResponse } from "@/lib/storage/http";
import { storeTargets, type StoreTarget } from "./stores";

const body = "வணக்கம் – 0123456789 abcdefghij";
const bytes = Buffer.from(body);

function contract(name: string, make: StoreTarget["make"]) {
  describe(`storage: ${name}`, () => {
    let store: Storage;
    let stop: () => Promise<void>;
    before(async () => ({ store, stop } = await make()));
    after(() => stop());

    it("stores a stream and reads it back whole and by range", async () => {
      const key = newKey("documents", "pdf");
      await store.put(key, Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]), { contentType: "application/pdf", size: bytes.length });
      assert.equal(await store.size(key), bytes.length);
      const whole = await store.get(key);
      assert.equal(whole!.size, bytes.length);
      assert.equal(await text(whole!.body), body);
      const part = await store.get(key, { start: bytes.length - 10, end: bytes.length - 1 });
      assert.equal(part!.size, bytes.length, "size is the whole object even for a range");
      assert.equal(await text(part!.body), "abcdefghij");
    });

    it("reports missing keys as null and deletes idempotently", async () => {
      const key = newKey("documents", "pdf");
      assert.equal(await store.get(key), null);
      assert.equal(await store.size(key), null);
      await store.put(key, bytes, { contentType: "application/pdf", size: bytes.length });
      await store.delete(key);
      await store.delete(key);
      assert.equal(await store.size(key), null);
    });

    it("rejects keys that could escape or were not generated", async () => {
      for (const bad of ["../etc/passwd", "a/../../b", "/abs", "Upper.pdf", "a//b"]) {
        await assert.rejects(store.put(bad, bytes, { contentType: "text/plain", size: bytes.length }), /Invalid storage key/, bad);
      }
    });

    it("serves files over HTTP with Range support and a UTF-8 file name", async () => {
      const key = newKey("documents", "pdf");
      await store.put(key, bytes, { contentType: "application/pdf", size: bytes.length });
      const file = { key, fileName: "குரூப் 4.pdf", contentType: "application/pdf" };
      const full = await fileResponse(new Request("http://x/f"), store, file, "attachment");
      assert.equal(full.status, 200);
      assert.equal(full.headers.get("content-length"), String(bytes.length));
      assert.match(full.headers.get("content-disposition")!, /filename\*=UTF-8''%E0%AE%95/);
      assert.equal(await full.text(), body);

      const ranged = await fileResponse(new Request("http://x/f", { headers: { range: "bytes=-10" } }), store, file, "inline");
      assert.equal(ranged.status, 206);
      assert.equal(ranged.headers.get("content-range"), `bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`);
      assert.equal(await ranged.text(), "abcdefghij");

      const beyond = await fileResponse(new Request("http://x/f", { headers: { range: `bytes=${bytes.length}-` } }), store, file, "inline");
      assert.equal(beyond.status, 416);
      const missing = await fileResponse(new Request("http://x/f"), store, { ...file, key: newKey("documents", "pdf") }, "inline");
      assert.equal(missing.status, 404);
    });

    it("lists every stored object with its size", async () => {
      const keys = [newKey("documents", "pdf"), newKey("images", "jpg")];
      for (const [i, key] of keys.entries()) await store.put(key, bytes.subarray(i), { contentType: "application/pdf", size: bytes.length - i });
      const listed = new Map<string, number>();
      for await (const { key, size } of store.list()) listed.set(key, size);
      assert.equal(listed.get(keys[0]), bytes.length);
      assert.equal(listed.get(keys[1]), bytes.length - 1);
      for (const key of listed.keys()) assert.equal(await store.size(key), listed.get(key), `${key} is a real object`);
    });

    it("answers 503 with a bilingual note when the storage fails to answer", async () => {
      const broken: Storage = { ...store, size: () => Promise.reject(new Error("connect ECONNREFUSED")) };
      const response = await fileResponse(new Request("http://x/f"), broken, { key: newKey("documents", "pdf"), fileName: "a.pdf", contentType: "application/pdf" }, "inline");
      assert.equal(response.status, 503);
      assert.equal(response.headers.get("retry-after"), "30");
      const note = await response.text();
      assert.match(note, /சேமிப்பகம்/);
      assert.match(note, /File storage is not answering/);
      assert.doesNotMatch(note, /ECONNREFUSED/);
    });
  });
}

describe("storage: unfinished uploads on disk", () => {
  it("are not listed, and the sweep removes only those left idle", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "coaching-sweep-"));
    try {
      const store = fsStorage(dir);
      const key = newKey("documents", "pdf");
      await store.put(key, bytes, { contentType: "application/pdf", size: bytes.length });
      const stale = path.join(dir, `${key}.1111.part`);
      const fresh = path.join(dir, `${key}.2222.part`);
      await writeFile(stale, "half");
      await writeFile(fresh, "half");
      const old = new Date(Date.now() - STALE_PART_MS - 60_000);
      await utimes(stale, old, old);
      const listed = [];
      for await (const object of store.list()) listed.push(object.key);
      assert.deepEqual(listed, [key]);
      assert.equal(await sweepPartials(dir), 1);
      assert.deepEqual((await readdir(path.dirname(stale))).sort(), [path.basename(fresh), path.basename(key)].sort());
      assert.equal(await sweepPartials(path.join(dir, "missing")), 0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

for (const target of storeTargets) contract(target.name, target.make);
