import JSZip from "jszip";
import sharp from "sharp";
import { bankRows } from "./fixture";
import type { Row } from "@/lib/questions/schema";
import { writeCsv } from "@/lib/questions/sheet";

// Figure puzzles for the tests of pictures in the bank (issue 35): rows that share a stem, options
// and key and differ only by the picture they name, small pictures to name, and the .zip an
// institute uploads with its sheet.

/** A small PNG of one colour: two colours are two pictures. */
export const picture = (colour: string, width = 60) =>
  sharp({ create: { width, height: 40, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A figure puzzle's row naming `name` (the same text and key for every name). */
export function figureRow(name: string): Row {
  const [row] = bankRows(1, 7000);
  for (const key of Object.keys(row)) if (/_ta$/.test(key)) row[key] = "";
  return {
    ...row,
    question_en: "Which one will replace the question mark?",
    option_a_en: "Figure 1",
    option_b_en: "Figure 2",
    option_c_en: "Figure 3",
    option_d_en: "Figure 4",
    explanation_en: "",
    answer: "B",
    picture: name,
  };
}

/** A .zip as staff make one: the sheet (CSV unless given) and the named files, in folders or not. */
export async function bundle(files: Record<string, Uint8Array | Buffer | string>, rows?: Row[]): Promise<Uint8Array> {
  const zip = new JSZip();
  if (rows) zip.file("questions.csv", writeCsv(rows));
  for (const [name, bytes] of Object.entries(files)) zip.file(name, bytes);
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}
