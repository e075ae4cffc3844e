import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { format, resolveConfig } from "prettier";
import { BANK, bankQuestions } from "./bank";
import { baminiDocx, bilingualDocx, mixedDocx, type Made } from "./docx-papers";
import { tableDocx } from "./docx-table";
import { twoColumnPdf } from "./pdf-paper";
import { bilingual, fromBank, letters } from "./truth";

// Writes the reader corpus (issue 35): tests/questions/papers/files/, each paper in its real format
// beside its ground truth (.json), read by tests/unit/papers-readers.test.ts. The files are
// committed; run this to make them again after changing a writer or the bank:
//   node --import tsx tests/questions/paper-files/make.ts
// (the docx package, a devDependency, writes the .docx files). `longPapers(count)` makes the
// benchmark's long .docx and PDF in the same formats.

export const FILES = "tests/questions/papers/files";

/** Moodle's Aiken format with both languages: the stem in two lines, each option "English / Tamil" (paper 17). */
export function aikenFile(questions = BANK.slice(10, 20)): Made {
  const lines = questions.flatMap((q) => [q.en.stem, q.ta.stem, ...q.en.options.map((o, i) => `${letters[i]}) ${bilingual(o, q.ta.options[i])}`), `ANSWER: ${q.answer}`, ""]);
  const truth = questions.map((q, i) => {
    const row = fromBank(q, i + 1, null);
    return { ...row, en: { ...row.en!, explanation: "" }, ta: { ...row.ta!, explanation: "" } };
  });
  return { bytes: new TextEncoder().encode(lines.join("\r\n")), truth: { paperProblems: [], questions: truth } };
}

export const PAPERS: Record<string, () => Promise<Made> | Made> = {
  "12-bilingual-unicode.docx": () => bilingualDocx(),
  "13-bamini-key-table.docx": baminiDocx,
  "14-times-and-bamini.docx": mixedDocx,
  "15-table-layout-picture.docx": tableDocx,
  "16-two-column.pdf": () => twoColumnPdf(),
  "17-aiken-bilingual.txt": () => aikenFile(),
};

/** A long bilingual paper as .docx and as a two-column PDF (the benchmark's 200 questions), with their truth. */
export async function longPapers(count: number): Promise<{ docx: Made; pdf: Made }> {
  const questions = bankQuestions(count);
  return { docx: await bilingualDocx(questions), pdf: await twoColumnPdf(questions, null) };
}

async function main() {
  mkdirSync(FILES, { recursive: true });
  for (const [name, make] of Object.entries(PAPERS)) {
    const { bytes, truth } = await make();
    writeFileSync(path.join(FILES, name), bytes);
    const json = path.join(FILES, name.replace(/\.\w+$/, ".json"));
    // As `npm run lint` wants it, so a fresh run leaves the committed truth as it was.
    writeFileSync(json, await format(JSON.stringify(truth), { ...(await resolveConfig(json)), filepath: json }));
    console.log(`${name}: ${truth.questions.length} questions`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
