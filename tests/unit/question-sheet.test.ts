import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { columns, rowOf } from "@/lib/questions/schema";
import { sampleQuestions } from "@/lib/questions/samples";
import { checkRows, fingerprint } from "@/lib/questions/check";
import { readSheet, writeCsv, writeXlsx } from "@/lib/questions/sheet";
import { bankRows } from "../questions/fixture";

// The question bank's spreadsheets (issue 21): what Excel and staff do to a file, read back intact.

const parse = async (bytes: Uint8Array) => {
  const read = await readSheet(bytes);
  assert.ok(read.ok, JSON.stringify(read));
  return read.sheet.rows;
};
const csvOf = (lines: string[][], separator = ",") => lines.map((cells) => cells.map((c) => (/[",;\n\t]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(separator)).join("\r\n");

describe("reading the bank's spreadsheets", () => {
  it("CSV and XLSX written by export read back cell for cell, Tamil intact", async () => {
    const rows = bankRows(30);
    for (const bytes of [writeCsv(rows), await writeXlsx(rows)]) {
      const back = await parse(bytes);
      assert.deepEqual(
        back.map((r) => r.row),
        rows,
      );
      assert.deepEqual(
        back.map((r) => r.line),
        rows.map((_, i) => i + 2),
      );
    }
  });

  it("Excel's CSV quirks: a byte-order mark, sep=; and semicolons, UTF-16 with tabs, blank lines, quoted line breaks", async () => {
    const [row] = bankRows(1);
    row.question_ta = 'முதல் வரி\nஇரண்டாம் வரி; "மேற்கோள்"';
    const lines = [[...columns], columns.map((c) => row[c])];
    const semicolons = Buffer.from(`\uFEFFsep=;\r\n${csvOf(lines, ";")}\r\n;;;\r\n\r\n`, "utf8");
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csvOf(lines, "\t"), "utf16le")]);
    for (const bytes of [semicolons, utf16]) {
      const [back, ...rest] = await parse(bytes);
      assert.deepEqual(back.row, row);
      assert.equal(rest.length, 0);
    }
  });

  it("a cell that would run as a formula in Excel is written with an apostrophe and read back without it", async () => {
    const [row] = bankRows(1);
    row.option_a_en = "=1+1";
    row.option_b_en = "-5";
    const csv = writeCsv([row]).toString("utf8");
    assert.match(csv, /"?'=1\+1"?/);
    const [back] = await parse(writeCsv([row]));
    assert.equal(back.row.option_a_en, "=1+1");
    assert.equal(back.row.option_b_en, "-5");
  });

  it("refuses what is not a UTF-8 sheet with a reason: ANSI text, old .xls, a PDF, an empty file, missing columns", async () => {
    const ansi = Buffer.from([...Buffer.from(`${columns.join(",")}\r\n`), 0xe9, 0x2c, 0x41]);
    const reason = async (bytes: Uint8Array) => {
      const read = await readSheet(bytes);
      return read.ok ? "ok" : read.problem;
    };
    assert.equal(await reason(ansi), "notUtf8");
    assert.equal(await reason(Buffer.from("d0cf11e0a1b11ae1000000", "hex")), "oldExcel");
    assert.equal(await reason(Buffer.from("%PDF-1.4\n\0\0\0binary")), "notASheet");
    assert.equal(await reason(Buffer.alloc(0)), "fileEmpty");
    assert.equal(await reason(Buffer.from("PK\u0003\u0004not really a zip")), "notASheet");
    const missing = await readSheet(Buffer.from("subject,topic,answer\nhistory,ancient,A\n"));
    assert.ok(!missing.ok && missing.problem === "missingColumns");
    assert.deepEqual(missing.missing, ["difficulty", "source", "question_ta"]);
  });
});

describe("checking rows", () => {
  const check = (row: Record<string, string>) => checkRows({ rows: [{ line: 2, row }] });
  const reasons = (row: Record<string, string>) => {
    const checked = check(row);
    return checked.ok ? [] : checked.problems!.map((p) => `${p.column}:${p.reason}`);
  };

  it("takes the template's samples, a Tamil-only and an English-only question, names in either language", () => {
    for (const q of sampleQuestions) assert.deepEqual(reasons(rowOf(q)), []);
    const [row] = bankRows(1);
    const tamilOnly = { ...row, ...Object.fromEntries(columns.filter((c) => c.endsWith("_en")).map((c) => [c, ""])) };
    const englishOnly = { ...row, ...Object.fromEntries(columns.filter((c) => c.endsWith("_ta")).map((c) => [c, ""])) };
    const checked = check({ ...tamilOnly, subject: "இந்திய அரசியலமைப்பு", topic: "Local government", difficulty: "Hard", answer: "b", source: "previous year", source_year: "2019" });
    assert.ok(checked.ok);
    assert.deepEqual(
      [checked.questions[0].input.subject, checked.questions[0].input.topic, checked.questions[0].input.difficulty, checked.questions[0].input.answer, checked.questions[0].input.en],
      ["polity", "local", "HARD", "B", null],
    );
    assert.deepEqual(reasons(englishOnly), []);
  });

  it("reports each problem with its column", () => {
    const [row] = bankRows(1, 3);
    assert.deepEqual(reasons({ ...row, answer: "E" }), ["answer:unknownValue"]);
    // A bad choice does not hide the row's other problems.
    assert.deepEqual(reasons({ ...row, difficulty: "", answer: "E", subject: "astrology" }), ["difficulty:required", "answer:unknownValue", "subject:unknownSubject"]);
    assert.deepEqual(reasons({ ...row, subject: "astrology" }), ["subject:unknownSubject"]);
    assert.deepEqual(reasons({ ...row, subject: "history", topic: "kural" }), ["topic:unknownTopic"]);
    assert.deepEqual(reasons({ ...row, option_c_ta: "" }), ["option_c_ta:missingOption"]);
    assert.deepEqual(reasons({ ...row, option_b_en: row.option_a_en }), ["option_a_en:sameOptions"]);
    assert.deepEqual(reasons({ ...row, source: "current_affairs", source_date: "31/02/2026" }), ["source_date:badDate"]);
    assert.deepEqual(reasons({ ...row, source: "previous_year", source_year: "" }), ["source_year:yearRequired"]);
    const blank = Object.fromEntries(columns.map((c) => [c, ""]));
    assert.deepEqual(reasons({ ...blank, subject: "history", topic: "ancient", difficulty: "easy", source: "institute", answer: "A" }), ["question_ta:noText"]);
  });

  it("a fingerprint ignores spacing, case, joiners, quotes and the order of options; the key and the explanation are part of it", () => {
    const text = { stem: "Which  river's delta?", options: ["Kaveri", "Vaigai", "Palar", "Thamirabarani"], explanation: "", whyWrong: [] };
    const same = { ...text, stem: " which river\u2019s\u200d delta? ", options: ["vaigai", "KAVERI", "Thamirabarani", "Palar"] };
    assert.equal(fingerprint(text, "A"), fingerprint(same, "B"), "the same right option (Kaveri) under another letter");
    assert.notEqual(fingerprint(text, "A"), fingerprint({ ...text, stem: "Which rivers' delta?" }, "A"));
    // A figure puzzle's generic stem with the same options and another key is another question.
    assert.notEqual(fingerprint(text, "A"), fingerprint(text, "C"));
    assert.notEqual(fingerprint(text, "A"), fingerprint({ ...text, explanation: "The Kaveri delta" }, "A"));
    // Tamil with and without a zero-width non-joiner is one text.
    const tamil = { ...text, stem: "கீழ்க்கண்டவற்றுள் எது சரி?" };
    assert.equal(fingerprint(tamil, "A"), fingerprint({ ...tamil, stem: "கீழ்க்\u200cகண்டவற்றுள் எது சரி?" }, "A"));
  });
});
