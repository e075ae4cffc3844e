import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { contentHash, IMAGE_MAX_BYTES } from "@/lib/files/image";
import { BundleTooLarge, bundleLimits, openUpload } from "@/lib/questions/bundle";
import { checkSheet, fingerprint } from "@/lib/questions/check";
import { writeXlsx } from "@/lib/questions/sheet";
import { bundle, figureRow, picture } from "../questions/pictures";

// A question's picture (issue 35): part of its identity, and uploaded with the sheet in a .zip,
// matched by file name, checked by content and size, the zip bounded before it inflates.

describe("pictures with the bank's spreadsheet", () => {
  it("a picture's content hash is part of a question's identity; without one the print is version 2's", () => {
    const text = { stem: "Which one will replace the question mark?", options: ["1", "2", "3", "4"], explanation: "", whyWrong: [] };
    const [red, blue] = ["a".repeat(64), "b".repeat(64)];
    assert.notEqual(fingerprint(text, "B", red), fingerprint(text, "B", blue), "two figure puzzles with one stem and key");
    assert.equal(fingerprint(text, "B", red), fingerprint(text, "B", red));
    assert.notEqual(fingerprint(text, "B", red), fingerprint(text, "B"));
    assert.equal(fingerprint(text, "B", null), fingerprint(text, "B"));
  });

  it("reads a .zip of an .xlsx and the pictures its rows name, by name in any folder or case; each picture re-encoded with its hash", async () => {
    const [red, blue] = await Promise.all([picture("#cc2222"), picture("#2222cc")]);
    const rows = [figureRow("Q1.PNG"), figureRow("figures/q2.png"), figureRow("")];
    rows[2].question_en = "A question without a picture?";
    const zip = await bundle({ "bank.xlsx": await writeXlsx(rows), "figures/q1.png": red, "figures/q2.png": blue, "__MACOSX/figures/._q1.png": "mac" });
    const checked = await checkSheet(zip);
    assert.ok(checked.ok, JSON.stringify(checked));
    assert.deepEqual(checked.refused, []);
    const [first, second, third] = checked.questions;
    assert.deepEqual([first.picture?.name, second.picture?.name, third.picture], ["q1.png", "figures/q2.png", null]);
    assert.notEqual(first.en, second.en, "the same stem and key, other pictures: other questions");
    assert.equal(first.picture!.sha256, contentHash(checked.pictures!["q1.png"]), "the hash is of the JPEG that will be stored");
    assert.deepEqual(Object.keys(checked.pictures!).sort(), ["figures/q2.png", "q1.png"]);
  });

  it("refuses a row naming a picture the upload lacks, or one that is no picture, grouped like every other problem", async () => {
    const rows = [figureRow("q1.png"), figureRow("missing.png"), figureRow("notes.png"), figureRow("q1.png")];
    rows[3].answer = "C";
    const zip = await bundle({ "q1.png": await picture("#22cc22"), "notes.png": "not a picture at all" }, rows);
    const checked = await checkSheet(zip);
    assert.ok(checked.ok);
    assert.deepEqual(
      checked.refused.map((r) => [r.line, r.problems]),
      [
        [3, [{ column: "picture", reason: "pictureMissing" }]],
        [4, [{ column: "picture", reason: "pictureType" }]],
      ],
    );
    assert.deepEqual(
      checked.questions.map((q) => q.line),
      [2, 5],
    );
    assert.deepEqual(Object.keys(checked.pictures!), ["q1.png"], "only the pictures of rows that passed");
    // A sheet alone naming a picture: the picture is missing.
    const alone = await checkSheet(await writeXlsx([figureRow("q1.png")]));
    assert.ok(alone.ok);
    assert.deepEqual(alone.refused[0].problems, [{ column: "picture", reason: "pictureMissing" }]);
  });

  it("stops a picture at a photo's 5 MB as it inflates, however small the zip", async () => {
    const zip = await bundle({ "big.png": new Uint8Array(IMAGE_MAX_BYTES + 1) }, [figureRow("big.png")]);
    assert.ok(zip.length < 100_000, "a small zip");
    const checked = await checkSheet(zip);
    assert.ok(checked.ok);
    assert.deepEqual(checked.refused[0].problems, [{ column: "picture", reason: "pictureTooLarge" }]);
  });

  it("refuses a zip bomb: a sheet inflating past its limit, more entries than allowed, or pictures past the whole zip's allowance", async () => {
    // The rules at a test's scale (the site's: 100 MB of sheet, 40,100 entries, 400 MB in all).
    const small = { ...bundleLimits, entries: 20, sheetBytes: 1024 * 1024, totalBytes: 8 * 1024 * 1024 };
    const bomb = await bundle({ "questions.csv": new Uint8Array(small.sheetBytes + 1).fill(0x20) });
    assert.ok(bomb.length < 10_000, `a ${bomb.length}-byte zip`);
    assert.deepEqual(await openUpload(bomb, small), { ok: false, problem: "bundleTooLarge" });
    const crowded = await bundle(Object.fromEntries(Array.from({ length: small.entries }, (_, i) => [`p/${i}.png`, ""])), [figureRow("")]);
    assert.deepEqual(await openUpload(crowded, small), { ok: false, problem: "bundleTooLarge" });
    const filler = new Uint8Array(small.pictureBytes).fill(0x20);
    const heavy = await openUpload(await bundle({ "a.png": filler, "b.png": filler }, [figureRow("a.png")]), small);
    assert.ok(heavy.ok);
    assert.ok((await heavy.picture("a.png")) instanceof Uint8Array, "5 MB of the 8 MB allowance");
    await assert.rejects(heavy.picture("b.png"), BundleTooLarge);
    assert.ok(bundleLimits.entries > 2 * 20_000 && bundleLimits.totalBytes >= 12_700 * 30_000, "the site's limits fit a whole bank with its pictures");
  });

  it("refuses a zip with no sheet or two, and reads an .xlsx (itself a zip) as the sheet it is", async () => {
    assert.deepEqual(await checkSheet(await bundle({ "q1.png": await picture("#222222") })), { ok: false, problem: "bundleNoSheet" });
    assert.deepEqual(await checkSheet(await bundle({ "a.csv": "x", "b.xlsx": "y" })), { ok: false, problem: "bundleNoSheet" });
    const xlsx = await writeXlsx([figureRow("")]);
    const opened = await openUpload(xlsx);
    assert.ok(opened.ok);
    assert.equal(opened.sheet, xlsx);
  });
});
