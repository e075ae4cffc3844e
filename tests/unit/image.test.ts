import assert from "node:assert/strict";
import { describe, it } from "node:test";
import sharp from "sharp";
import { reencodeImage } from "@/lib/files/image";

describe("photo re-encoding", () => {
  it("applies the EXIF orientation, then drops every piece of metadata", async () => {
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#884422" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: "secret-owner-name" } })
      .toBuffer();
    assert.ok(photo.includes("secret-owner-name"), "the input carries the tag");
    const result = await reencodeImage(photo);
    assert.ok(result.ok);
    assert.deepEqual([result.width, result.height], [200, 400], "turned upright");
    assert.equal(result.data.includes("secret-owner-name"), false);
    assert.equal((await sharp(result.data).metadata()).exif, undefined);
  });

  it("turns a transparent PNG into a JPEG on white", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const result = await reencodeImage(png);
    assert.ok(result.ok);
    const { data } = await sharp(result.data).raw().toBuffer({ resolveWithObject: true });
    assert.ok(data[0] > 240, "white where it was transparent");
  });

  it("refuses empty files, non-images and damaged images", async () => {
    assert.deepEqual(await reencodeImage(new Uint8Array()), { ok: false, error: "fileEmpty" });
    assert.deepEqual(await reencodeImage(Buffer.from("GIF89a......")), { ok: false, error: "imageType" });
    const truncated = (
      await sharp({ create: { width: 300, height: 300, channels: 3, background: "#123456" } })
        .png()
        .toBuffer()
    ).subarray(0, 60);
    assert.deepEqual(await reencodeImage(truncated), { ok: false, error: "imageType" });
  });
});
