import { inflateSync } from "node:zlib";

// The PDFs embed Noto Sans Tamil, which @fontsource ships only as .woff and .woff2 (react-pdf reads
// neither .woff2 nor a subset without Tamil's shaping tables). fontkit reads a .woff, but inflates
// a table again on every read of it and keeps nothing: the glyph table was inflated for each glyph
// of each PDF, 7 of the 11 seconds of fifteen student PDFs in a profile (issue 19, bench/students.ts).
// A WOFF 1.0 file is an sfnt (TrueType/OpenType) font whose tables were zlib-compressed one by one
// (W3C WOFF 1.0, sections 3–5), so undoing that once per process, with node:zlib, gives fontkit a
// plain font whose tables it reads in place. No maintained npm package does only this.

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_ENTRY = 16;

const padded = (length: number) => (length + 3) & ~3;

/** The sfnt (.ttf/.otf) font inside a WOFF 1.0 file; throws on anything else. */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.length < HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = HEADER + i * WOFF_ENTRY;
    const [tag, offset, compressed, length, checksum] = [0, 4, 8, 12, 16].map((field) => woff.readUInt32BE(at + field));
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? inflateSync(stored, { maxOutputLength: length }) : stored;
    if (data.length !== length) throw new Error(`WOFF table ${tag.toString(16)}: ${data.length} bytes, expected ${length}`);
    return { tag, checksum, data };
  });
  // The offset table's binary-search fields (OpenType spec, "Table Directory").
  const power = 2 ** Math.floor(Math.log2(count));
  const directory = 12 + count * SFNT_ENTRY;
  const out = Buffer.alloc(directory + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = directory;
  tables.forEach((table, i) => {
    const at = 12 + i * SFNT_ENTRY;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
