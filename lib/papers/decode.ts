import type { Problem } from "@/lib/papers/types";

// The text of an uploaded .txt (Aiken, GIFT) as Windows and phones save it (issue 35): UTF-8 with
// or without a byte-order mark, or UTF-16 as Notepad's "Unicode" (little-endian with a mark) and
// "Unicode big endian". Pure: TextDecoder is there in browsers, workers and Node alike.

/** The file's text, without its byte-order mark; `lossy` when some bytes were not valid in the encoding found. */
export function decodeText(bytes: Uint8Array): { text: string; lossy: boolean } {
  const [a, b, c] = bytes;
  let encoding = "utf-8";
  let start = 0;
  if (a === 0xef && b === 0xbb && c === 0xbf) start = 3;
  else if (a === 0xff && b === 0xfe) [encoding, start] = ["utf-16le", 2];
  else if (a === 0xfe && b === 0xff) [encoding, start] = ["utf-16be", 2];
  else if (looksUtf16(bytes, 1)) encoding = "utf-16le";
  else if (looksUtf16(bytes, 0)) encoding = "utf-16be";
  const body = bytes.subarray(start);
  try {
    return { text: new TextDecoder(encoding, { fatal: true }).decode(body), lossy: false };
  } catch {
    return { text: new TextDecoder(encoding).decode(body), lossy: true };
  }
}

/**
 * UTF-16 saved without a mark: the high byte of a Latin code unit is 0, of a Tamil one 0x0B, and
 * neither byte appears that way in UTF-8; `high` is where the high byte sits (1 little-endian).
 */
function looksUtf16(bytes: Uint8Array, high: 0 | 1): boolean {
  const units = Math.min(bytes.length >> 1, 512);
  if (units < 4) return false;
  let hits = 0;
  for (let i = 0; i < units; i++) if ((bytes[2 * i + high] === 0 || bytes[2 * i + high] === 0x0b) && bytes[2 * i + 1 - high] !== 0) hits++;
  return hits >= units * 0.6;
}

/** A text file's lines, and whether some of its bytes were not valid text. */
export interface TextLines {
  lines: string[];
  lossy: boolean;
}

/** A text from bytes or as given (or as already decoded), without a byte-order mark, in lines ("\r\n", "\r" or "\n"). */
export function linesOf(input: string | Uint8Array | TextLines): TextLines {
  if (typeof input === "object" && "lines" in input) return input;
  const { text, lossy } = typeof input === "string" ? { text: input, lossy: false } : decodeText(input);
  return { lines: text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/), lossy };
}

/** The paper's problem when its bytes were not all valid text, the same for every text format. */
export const lossyProblems = (lossy: boolean): Problem[] => (lossy ? [{ code: "unplaced", detail: "some bytes are not valid text: save the file as UTF-8" }] : []);
