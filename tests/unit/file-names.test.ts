import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { downloadName, withExtension } from "@/lib/files/names";

describe("download names", () => {
  it("keep the name staff gave with the extension of the stored type", () => {
    assert.equal(downloadName("paper.exe", "application/pdf"), "paper.pdf");
    assert.equal(downloadName("notes", "application/pdf"), "notes.pdf");
    assert.equal(downloadName("குரூப் 2 அலகு.pdf", "application/pdf"), "குரூப் 2 அலகு.pdf");
    assert.equal(downloadName("Unit 2.PDF", "application/pdf"), "Unit 2.pdf");
    assert.equal(downloadName("photo.png", "image/jpeg"), "photo.jpg");
    assert.equal(downloadName("v1.2 final", "application/pdf"), "v1.2 final.pdf", "a dot inside a name is not an extension");
    assert.equal(downloadName(".pdf", "application/pdf"), "file.pdf");
  });

  it("leave a name alone when the stored type is not one the site stores", () => {
    assert.equal(downloadName("data.bin", "application/octet-stream"), "data.bin");
  });

  it("fall back to a name when nothing is left", () => {
    assert.equal(withExtension(".png", "jpg", "photo"), "photo.jpg");
  });
});
