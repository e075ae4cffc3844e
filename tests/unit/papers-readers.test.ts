import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { describe, it } from "node:test";
import JSZip from "jszip";
import { parseAiken } from "@/lib/papers/aiken";
import { readDocx } from "@/lib/papers/docx";
import { formatNumber, LABEL_FONT, writeListNumbers } from "@/lib/papers/docx-numbering";
import { readStyles } from "@/lib/papers/docx-styles";
import { spokenOrder, unicodeOf } from "@/lib/papers/legacy-text";
import { parsePaper } from "@/lib/papers/parse";
import { MAX_PAPER_PAGES } from "@/lib/papers/limits";
import { PaperTooLong, readPdfText } from "@/lib/papers/pdf";
import type { ParsedPaper, ParsedQuestion, ParsedText, RawPaper } from "@/lib/papers/types";
import { FILES, longPapers } from "../questions/paper-files/make";
import { KEY_HEAD_ROW, LETTERS, PART_A_QUESTIONS } from "../questions/paper-files/bamini";
import { legacyFontPdf } from "../questions/paper-files/legacy-pdf";
import type { Letter } from "../questions/paper-files/bank";
import type { Truth, TruthText } from "../questions/paper-files/truth";

// The readers of question papers (issue 35) against papers made in their real formats
// (tests/questions/papers/files, written by tests/questions/paper-files/make.ts): Word files with
// list numbering, headings, Bamini set as the default font, Times New Roman and Bamini runs side
// by side, a table per question with a picture; a two-column PDF made with react-pdf and Noto Sans
// Tamil; an Aiken file. Each is read by its reader and parsed by the one parser: at least 98 % of
// the questions exactly right, every other one flagged, and the hand-typed Bamini read as the
// Unicode written beside it.

const files = readdirSync(FILES)
  .filter((f) => !f.endsWith(".json"))
  .sort();

async function read(file: string): Promise<{ raw: RawPaper | null; paper: ParsedPaper }> {
  const bytes = new Uint8Array(readFileSync(`${FILES}/${file}`));
  if (file.endsWith(".txt")) return { raw: null, paper: parseAiken(bytes) };
  const raw = file.endsWith(".pdf") ? await readPdfText(bytes) : await readDocx(bytes);
  return { raw, paper: parsePaper(raw) };
}

const same = (got: ParsedText | null, want: TruthText | null) =>
  !got || !want ? got === want : got.stem === want.stem && got.explanation === want.explanation && JSON.stringify(got.options) === JSON.stringify(want.options);

async function score(file: string) {
  const truth: Truth = JSON.parse(readFileSync(`${FILES}/${file.replace(/\.\w+$/, ".json")}`, "utf8"));
  const { raw, paper } = await read(file);
  const used = new Set<ParsedQuestion>();
  const rows = truth.questions.map((want) => {
    const got = paper.questions.find((q) => !used.has(q) && q.number === want.number && q.section === want.section);
    if (got) used.add(got);
    return { file, want, got, exact: !!got && got.answer === want.answer && same(got.ta, want.ta) && same(got.en, want.en) };
  });
  return { raw, paper, truth, rows, extra: paper.questions.filter((q) => !used.has(q)) };
}

describe("question paper readers", () => {
  describe("the corpus of real formats", () => {
    it("has a .docx, a PDF and an Aiken file, at least six papers, each with its ground truth", () => {
      assert.ok(files.length >= 6, files.join());
      for (const ext of [".docx", ".pdf", ".txt"])
        assert.ok(
          files.some((f) => f.endsWith(ext)),
          ext,
        );
      for (const file of files) assert.ok(readdirSync(FILES).includes(file.replace(/\.\w+$/, ".json")), file);
    });

    it("reads and parses at least 98 % of the questions exactly and flags every other one", async () => {
      const runs = await Promise.all(files.map(score));
      const rows = runs.flatMap((r) => r.rows);
      const exact = rows.filter((r) => r.exact).length;
      assert.ok(rows.length >= 80, `${rows.length} questions`);
      assert.ok(exact / rows.length >= 0.98, `${exact} of ${rows.length} exact: ${rows.filter((r) => !r.exact).map((r) => `${r.file} ${r.want.number}`)}`);
      const silent = rows.filter((r) => !r.exact && !(r.got?.problems.length && r.want.problems.length));
      assert.deepEqual(
        silent.map((r) => `${r.file} question ${r.want.number}`),
        [],
        "wrong without a problem",
      );
      assert.deepEqual(
        runs.flatMap((r) => r.extra.map((q) => `${r.rows[0].file}: extra question ${q.number}`)),
        [],
      );
    });

    it("flags what each paper's truth expects and nothing on the questions it expects clean", async () => {
      for (const file of files) {
        const { paper, truth, rows } = await score(file);
        for (const { want, got } of rows) {
          if (!got) continue;
          const codes = got.problems.map((p) => p.code);
          for (const code of want.problems) assert.ok(codes.includes(code), `${file} ${want.number}: no ${code} in ${codes}`);
          if (!want.problems.length) assert.deepEqual(got.problems, [], `${file} ${want.number}`);
        }
        assert.deepEqual([...new Set(paper.problems.map((p) => p.code))], truth.paperProblems, file);
      }
    });

    it("reads the hand-typed Bamini as the Unicode Tamil written beside it, the symbol-font question too", async () => {
      const { rows } = await score("13-bamini-key-table.docx");
      assert.deepEqual(
        rows.filter((r) => !r.exact).map((r) => r.want.number),
        [],
      );
      assert.equal(rows.length, 16);
      assert.equal(rows.at(-1)!.got!.ta!.stem, "பாரதியார் பிறந்த ஊர்");
      const mixed = await score("14-times-and-bamini.docx");
      const si = mixed.rows.find((r) => r.want.en?.stem.startsWith("The SI unit"))!;
      assert.equal(si.got!.ta!.stem, "மின்னோட்டத்தின் SI அலகு");
      const blood = mixed.rows.find((r) => r.want.en?.stem === "Which organ purifies the blood?")!;
      assert.equal(blood.got!.ta!.explanation, "இரத்தத்தை சிறுநீரகங்கள் வடிகட்டுகின்றன.", "read by guess: the run had lost its font");
      const kambar = mixed.rows.find((r) => r.want.problems.includes("unknownFont"))!;
      assert.deepEqual(
        kambar.got!.problems.find((p) => p.code === "unknownFont"),
        { code: "unknownFont", detail: "Kambar" },
      );
    });

    it("keeps each picture with its question: the .docx table's and the PDF's figure", async () => {
      const table = await score("15-table-layout-picture.docx");
      const first = table.rows[0].got!;
      assert.deepEqual([first.number, first.pictures], [1, [0]]);
      assert.equal(table.raw!.pictures[0].contentType, "image/png");
      assert.deepEqual([...table.raw!.pictures[0].bytes.slice(1, 4)], [0x50, 0x4e, 0x47]);
      const pdf = await score("16-two-column.pdf");
      assert.deepEqual(
        pdf.paper.questions.filter((q) => q.pictures.length).map((q) => [q.number, q.pictures]),
        [[3, [0]]],
      );
      const picture = pdf.raw!.pictures[0];
      assert.equal(picture.source.kind === "page" && picture.source.page, 1);
      assert.ok(picture.bytes.length > 500);
    });

    it("gives PDF blocks their place on the page, reading the left column before the right", async () => {
      const { raw } = await score("16-two-column.pdf");
      const firstOf = (n: number) => raw!.blocks.find((b) => b.text.startsWith(`${n}. `))!.source;
      const [one, seven] = [firstOf(1), firstOf(7)];
      assert.ok(one.kind === "page" && seven.kind === "page");
      assert.ok(one.x < 0.2 && seven.x > 0.45 && Math.abs(one.y - seven.y) < 0.02, JSON.stringify([one, seven]));
      assert.ok(raw!.blocks.findIndex((b) => b.text.startsWith("6. ")) < raw!.blocks.findIndex((b) => b.text.startsWith("7. ")));
      assert.equal(raw!.blocks[0].heading, true);
    });
  });

  describe("Word's list numbers", () => {
    const numbering = `<w:numbering>
<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl><w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="upperLetter"/><w:lvlText w:val="(%2)"/></w:lvl></w:abstractNum>
<w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="lowerRoman"/><w:lvlText w:val="%1)"/><w:suff w:val="space"/></w:lvl></w:abstractNum>
<w:abstractNum w:abstractNumId="2"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/></w:lvl></w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
<w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>
<w:num w:numId="3"><w:abstractNumId w:val="0"/></w:num>
<w:num w:numId="4"><w:abstractNumId w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="5"/></w:lvlOverride></w:num>
<w:num w:numId="5"><w:abstractNumId w:val="2"/></w:num>
</w:numbering>`;
    const p = (numId: string, ilvl = "0") => `<w:p><w:pPr><w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="${numId}"/></w:numPr></w:pPr><w:r><w:t>x</w:t></w:r></w:p>`;
    const labels = (body: string) =>
      [...writeListNumbers(`<w:document><w:body>${body}</w:body></w:document>`, numbering, readStyles(null)).matchAll(/<w:t xml:space="preserve">([^<]*)<\/w:t>/g)].map((m) => m[1]);

    it("counts per list and level, restarts a level when the one above moves on, and writes each level's format", () => {
      assert.deepEqual(labels([p("1"), p("1", "1"), p("1", "1"), p("1"), p("1", "1"), p("2"), p("2"), p("1")].join("")), ["1. ", "(A) ", "(B) ", "2. ", "(A) ", "i) ", "ii) ", "3. "]);
    });

    it("continues a list shared by two numberings, restarts at a start override, and writes nothing for bullets or headings", () => {
      const heading = `<w:p><w:pPr><w:pStyle w:val="Heading1"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr></w:p>`;
      const styles = readStyles('<w:styles><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>');
      const out = writeListNumbers(`<w:body>${[p("1"), p("3"), p("4"), p("4"), p("5"), heading].join("")}</w:body>`, numbering, styles);
      assert.deepEqual(
        [...out.matchAll(/<w:t xml:space="preserve">([^<]*)<\/w:t>/g)].map((m) => m[1]),
        ["1. ", "2. ", "5. ", "6. "],
      );
      assert.ok(out.includes(LABEL_FONT));
      assert.deepEqual(
        [1, 4, 9, 14, 27, 28].map((n) => formatNumber(n, "upperRoman")),
        ["I", "IV", "IX", "XIV", "XXVII", "XXVIII"],
      );
      assert.deepEqual(
        [1, 26, 27].map((n) => formatNumber(n, "lowerLetter")),
        ["a", "z", "aa"],
      );
    });

    it("takes a paragraph style's numbering and a font set once in the styles", async () => {
      const styles = readStyles(
        `<w:styles><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Bamini"/></w:rPr></w:rPrDefault></w:docDefaults><w:style w:type="paragraph" w:styleId="Question"><w:name w:val="Question"/><w:pPr><w:numPr><w:numId w:val="1"/></w:numPr></w:pPr><w:rPr><w:rFonts w:ascii="Times New Roman"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Sub"><w:basedOn w:val="Question"/></w:style></w:styles>`,
      );
      assert.deepEqual(styles.numberingOf("Sub"), { numId: "1", ilvl: null });
      assert.equal(styles.fontOf({ font: null, styleId: null }, "Sub"), "Times New Roman");
      assert.equal(styles.fontOf({ font: null, styleId: null }, null), "Bamini");
      assert.equal(styles.fontOf({ font: "Arial", styleId: null }, "Sub"), "Arial");
    });
  });

  describe("fonts and scripts", () => {
    it("converts each run by its font, a paragraph without fonts only when the whole of it reads as one encoding", () => {
      assert.deepEqual(
        unicodeOf([
          { text: "(A) Peacock / ", font: "Times New Roman" },
          { text: "kapy;", font: "Bamini" },
        ]),
        { text: "(A) Peacock / மயில்" },
      );
      // Word split a word between two runs: ெ typed in one, its letter in the next.
      assert.deepEqual(
        unicodeOf([
          { text: "n", font: "Bamini" },
          { text: "fhb", font: "Bamini" },
        ]),
        { text: "கொடி" },
      );
      assert.deepEqual(
        unicodeOf([
          { text: "1. ", font: null, verbatim: true },
          { text: "jkpo;ehl;bd; jiyefuk; vJ?", font: null },
        ]),
        { text: "1. தமிழ்நாட்டின் தலைநகரம் எது?" },
      );
      assert.deepEqual(unicodeOf([{ text: "Answer: B", font: null }]), { text: "Answer: B" });
      assert.deepEqual(unicodeOf([{ text: "nrd;id", font: "Elango Valluvar" }]), { text: "nrd;id", unknownFont: "Elango Valluvar" });
      // A Unicode font whose name says Tamil, or Unicode text in a Bamini run: nothing to convert, nothing to flag.
      assert.deepEqual(unicodeOf([{ text: "சென்னை, மதுரை", font: "Bamini" }]), { text: "சென்னை, மதுரை" });
      assert.deepEqual(unicodeOf([{ text: "Chennai", font: "Noto Sans Tamil" }]), { text: "Chennai" });
    });

    it("reads a PDF typed in Bamini, the font named but not embedded, as Tamil, its answers included", async () => {
      const [first, second] = PART_A_QUESTIONS;
      // Each question: its number and stem, its options on one line, its answer ("விடை: ஆ"), all typed in Bamini.
      const lines = [first, second].flatMap((q, i) => [
        `${i + 1}. ${q.stem[0]}`,
        q.options.map((o, j) => `(${LETTERS["ABCD"[j] as Letter][0]}) ${o[0]}`).join("  "),
        `${KEY_HEAD_ROW[1][0]}: ${LETTERS[q.answer][0]}`,
      ]);
      for (const font of ["Bamini", "ABCDEF+Bamini"]) {
        const paper = parsePaper(await readPdfText(legacyFontPdf(lines, font)));
        assert.deepEqual(
          paper.questions.map((q) => [q.ta?.stem, q.ta?.options, q.answer, q.en]),
          [first, second].map((q) => [q.stem[1], q.options.map((o) => o[1]), q.answer, null]),
          font,
        );
      }
      // The same runs in a font nobody converts stay as typed and the paper names the font (the
      // text's shape alone would have read them as Bamini: it is the font's name that decides).
      const unknown = parsePaper(await readPdfText(legacyFontPdf(lines, "Kambar")));
      assert.equal(unknown.questions.length, 0);
      assert.deepEqual(
        unknown.problems.filter((p) => p.code === "unknownFont"),
        [{ code: "unknownFont", detail: "Kambar" }],
      );
    });

    it("puts Unicode Tamil in drawing order back in spoken order", () => {
      assert.equal(spokenOrder("ெபாதுத் விைடையத் ேதர்ந்ெதடு"), "பொதுத் விடையைத் தேர்ந்தெடு");
      assert.deepEqual(unicodeOf([{ text: "ேகாயில்", font: "F1", visualOrder: true }]), { text: "கோயில்" });
    });
  });

  describe("limits", () => {
    it("refuses a PDF of more pages than a paper has, and a file that is no Word document", async () => {
      const { Document, Page, renderToBuffer } = await import("@react-pdf/renderer");
      const { createElement } = await import("react");
      const pages = Array.from({ length: MAX_PAPER_PAGES + 1 }, (_, i) => createElement(Page, { key: i, size: "A6" }));
      const long = await renderToBuffer(createElement(Document, null, pages));
      await assert.rejects(readPdfText(new Uint8Array(long)), (error) => error instanceof PaperTooLong && error.pages === MAX_PAPER_PAGES + 1);
      const zip = new JSZip();
      zip.file("hello.txt", "hello");
      await assert.rejects(readDocx(await zip.generateAsync({ type: "uint8array" })), /not a Word document/);
    });

    it("makes the benchmark's long papers from a count", async () => {
      const { docx, pdf } = await longPapers(40);
      assert.equal(parsePaper(await readDocx(docx.bytes)).questions.length, 40);
      assert.equal(parsePaper(await readPdfText(pdf.bytes)).questions.length, 40);
      assert.equal(docx.truth.questions.length, 40);
    });
  });
});
