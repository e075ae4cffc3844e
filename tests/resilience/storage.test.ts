import assert from "node:assert/strict";
import { mkdtemp, readdir, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import S3rver from "s3rver";
import { fsStorage, STALE_PART_MS } from "@/lib/storage/fs";
import { s3Storage } from "@/lib/storage/s3";
import { startSite, type RunningSite } from "../../bench/site";
import { fileRecords, pdf, preparedDataDir, signIn, startSlowUpload, upload } from "./console";

// File storage failing under the production build: the S3 endpoint going away (and coming back)
// while the site runs, and the server killed in the middle of an upload. In both, no record may
// point at a file that is not there.

const port = Number(process.env.RESILIENCE_PORT ?? 3620) + 1;
const publicPages = ["/", "/Group4", "/en/Group1", "/Achivement", "/en/Faculty", "/en/Payment"];

describe("S3 endpoint down", () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  after(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it("keeps public pages up, refuses uploads and downloads clearly, and recovers without a restart", async () => {
    const bucketDir = await mkdtemp(path.join(tmpdir(), "resilience-s3-"));
    cleanup.push(() => rm(bucketDir, { recursive: true, force: true }));
    const s3Port = port + 50;
    const s3 = () => new S3rver({ port: s3Port, address: "127.0.0.1", silent: true, directory: bucketDir, configureBuckets: [{ name: "uploads" }] });
    let server = s3();
    await server.run();
    cleanup.push(() => server.close());
    const s3Settings = { S3_BUCKET: "uploads", S3_ENDPOINT: `http://127.0.0.1:${s3Port}`, S3_FORCE_PATH_STYLE: "true", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };
    const dataDir = await preparedDataDir();
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const site: RunningSite = await startSite(port, { ...s3Settings, SEED_SAMPLE_CONTENT: "true" }, { dataDir });
    cleanup.push(() => site.stop());
    const headers = await signIn(site.url);

    const first = await upload(site.url, headers, "முதல் தாள்", pdf(50_000));
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const fileId = (first.body.row as { file: { id: number } }).file.id;
    assert.equal((await fetch(`${site.url}/api/files/${fileId}`)).status, 200);

    await server.close();

    for (const page of publicPages) assert.equal((await fetch(`${site.url}${page}`)).status, 200, `${page} while S3 is down`);

    const refused = await upload(site.url, headers, "இரண்டாம் தாள்", pdf(50_000));
    assert.equal(refused.status, 503);
    assert.equal(refused.body.error, "storageUnavailable");
    assert.ok(refused.ms < 10_000, `the upload was refused after ${refused.ms} ms`);

    const download = await fetch(`${site.url}/api/files/${fileId}?download=1`);
    assert.equal(download.status, 503);
    assert.equal(download.headers.get("retry-after"), "30");
    const note = await download.text();
    assert.match(note, /File storage is not answering/);
    assert.match(note, /சேமிப்பகம்/);
    assert.doesNotMatch(note, /ECONNREFUSED|at \w+ \(/);

    // Back, in the same process.
    server = s3();
    await server.run();
    const again = await upload(site.url, headers, "மூன்றாம் தாள்", pdf(50_000));
    assert.equal(again.status, 201, JSON.stringify(again.body));
    assert.equal((await fetch(`${site.url}/api/files/${fileId}`)).status, 200);

    await site.stop();
    const store = s3Storage({
      bucket: "uploads",
      region: "us-east-1",
      endpoint: s3Settings.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const records = await fileRecords(dataDir, store);
    assert.deepEqual(records.dangling, [], "no record points at a missing file");
    assert.ok(records.documents.includes("முதல் தாள்") && records.documents.includes("மூன்றாம் தாள்"));
    assert.ok(!records.documents.includes("இரண்டாம் தாள்"), "the refused upload left no record");
  });
});

describe("server killed in the middle of an upload", () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  after(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it("leaves no half record, and the next start removes the half-written file", async () => {
    const dataDir = await preparedDataDir();
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const uploads = path.join(dataDir, "uploads");
    let site = await startSite(port, { SEED_SAMPLE_CONTENT: "true" }, { dataDir });
    cleanup.push(() => site.stop());
    const headers = await signIn(site.url);
    const done = await upload(site.url, headers, "முழுக் கோப்பு", pdf(100_000));
    assert.equal(done.status, 201);

    await startSlowUpload(site.url, headers, "பாதிக் கோப்பு", 8 * 1024 * 1024, 3 * 1024 * 1024);
    const partials = async () => (await readdir(uploads, { recursive: true })).filter((f) => f.endsWith(".part"));
    for (let i = 0; i < 50 && (await partials()).length === 0; i++) await sleep(100);
    const cut = await partials();
    assert.equal(cut.length, 1, "the upload was being written when the server died");
    await site.kill();

    // Idle as long as the sweep waits for, as if the machine had been down a while.
    const old = new Date(Date.now() - STALE_PART_MS - 60_000);
    await utimes(path.join(uploads, cut[0]), old, old);

    site = await startSite(port, {}, { dataDir });
    for (let i = 0; i < 50 && (await partials()).length > 0; i++) await sleep(100);
    assert.deepEqual(await partials(), [], "the half-written file is gone after the restart");
    assert.equal((await upload(site.url, await signIn(site.url), "பின்னர்", pdf(10_000))).status, 201, "uploads work after the restart");
    await site.stop();

    const records = await fileRecords(dataDir, fsStorage(uploads));
    assert.deepEqual(records.dangling, []);
    assert.ok(records.documents.includes("முழுக் கோப்பு") && records.documents.includes("பின்னர்"));
    assert.ok(!records.documents.includes("பாதிக் கோப்பு"), "no record for the cut-off upload");
  });
});
