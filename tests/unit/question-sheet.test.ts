import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { columns, rowOf } from "@/lib/questions/schema";
import { sampleQuestions } from "@/lib/questions/samples";
import { checkRows, fingerprint, summaryOf } from "@/lib/questions/check";
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

  it("names every column it will not read: unknown, misspelt, repeated, data under no header; the refused rows' problem column silently", async () => {
    const [row] = bankRows(1);
    const header = [...columns, "option_e", "Explanaton EN", "question_en", "", "problem", ""];
    const cells = [...columns.map((c) => row[c]), "ஐந்தாவது விடை", "", "a second English stem", "a note", "answer: not one of the allowed values", ""];
    const read = await readSheet(Buffer.from(csvOf([header, cells])));
    assert.ok(read.ok);
    assert.deepEqual(read.sheet.unread, [
      { column: "AC", header: "option_e" },
      { column: "AD", header: "Explanaton EN" },
      { column: "AE", header: "question_en" },
      { column: "AF", header: "" },
    ]);
    // The first question_en is the one read; the rest of the row is read as ever.
    assert.deepEqual(read.sheet.rows[0].row, row);
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
    assert.ok(checked.ok);
    return checked.refused.flatMap((r) => r.problems.map((p) => `${p.column}:${p.reason}`));
  };
  const input = (row: Record<string, string>) => {
    const checked = check(row);
    assert.ok(checked.ok && checked.questions.length === 1, JSON.stringify(checked));
    return checked.questions[0].input;
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

  it("a source date is a day, a month (written back as 2025-08) or, for current affairs, none", () => {
    const [row] = bankRows(1, 3);
    const affairs = { ...row, source: "current_affairs", source_year: "" };
    for (const cell of ["August 2025", "Aug 2025", "ஆகஸ்ட் 2025", "08/2025", "2025-08", "2025 ஆகஸ்ட்"]) {
      const q = input({ ...affairs, source_date: cell });
      assert.deepEqual([q.sourceDate?.toISOString(), q.sourceDateIsMonth], ["2025-08-01T00:00:00.000Z", true], cell);
      assert.equal(rowOf(q).source_date, "2025-08");
    }
    for (const cell of ["2025-08-14", "14/08/2025", "14 August 2025", "14-Aug-25"]) {
      const q = input({ ...affairs, source_date: cell });
      assert.deepEqual([q.sourceDate?.toISOString(), q.sourceDateIsMonth], ["2025-08-14T00:00:00.000Z", false], cell);
      assert.equal(rowOf(q).source_date, "2025-08-14");
    }
    assert.deepEqual([input({ ...affairs, source_date: "" }).sourceDate, input({ ...affairs, source_date: "" }).sourceDateIsMonth], [null, false]);
    for (const cell of ["Augst 2025", "13/2025", "3:05"]) assert.deepEqual(reasons({ ...affairs, source_date: cell }), ["source_date:badDate"], cell);
  });

  it("a language whose only cells are explanations explains the other language's question", () => {
    const [row] = bankRows(1, 5);
    const noEnglish = Object.fromEntries(columns.filter((c) => c.endsWith("_en")).map((c) => [c, ""]));
    const tamilOnly = { ...row, ...noEnglish, explanation_ta: "", why_a_ta: "" };
    const q = input({ ...tamilOnly, explanation_en: "Explained in English.", why_a_en: "Not A: another district." });
    assert.equal(q.en, null);
    assert.equal(q.ta?.stem, row.question_ta);
    assert.equal(q.ta?.explanation, "Explained in English.");
    assert.equal(q.ta?.whyWrong[0], "Not A: another district.");
    // Both given: the Tamil first, the English after a blank line, nothing dropped.
    const both = input({ ...tamilOnly, explanation_ta: "தமிழ் விளக்கம்.", explanation_en: "English explanation." });
    assert.equal(both.ta?.explanation, "தமிழ் விளக்கம்.\n\nEnglish explanation.");
    // And the other way round: an English question with its explanation in the Tamil column.
    const noTamil = Object.fromEntries(columns.filter((c) => c.endsWith("_ta")).map((c) => [c, ""]));
    assert.equal(input({ ...row, ...noTamil, explanation_en: "", explanation_ta: "தமிழில் விளக்கம்." }).en?.explanation, "தமிழில் விளக்கம்.");
    assert.deepEqual(reasons({ ...row, ...noEnglish, ...noTamil, explanation_en: "Only an explanation." }), ["question_ta:noText"]);
  });

  it("a question typed in the other language's letters is refused; Latin names, acronyms and units in Tamil are not", () => {
    const [row] = bankRows(1, 7);
    assert.deepEqual(reasons({ ...row, question_en: row.question_ta, option_a_en: "மதுரை", option_b_en: "சேலம்", option_c_en: "திருச்சி", option_d_en: "வேலூர்" }), ["question_en:wrongScript"]);
    assert.deepEqual(reasons({ ...row, question_ta: "Which river flows through Madurai?", option_a_ta: "Vaigai", option_b_ta: "Kaveri", option_c_ta: "Palar", option_d_ta: "Pennai" }), [
      "question_ta:wrongScript",
    ]);
    const mixed = [
      { question_ta: "TNPSC Group 4 தேர்வு எந்த ஆண்டு தொடங்கப்பட்டது?", options: ["1990", "2000", "2010", "2020"] },
      { question_ta: "இந்திய ரிசர்வ் வங்கியின் சுருக்கம் எது?", options: ["RBI", "SBI", "ICICI", "HDFC"] },
      { question_ta: "ஒளியின் வேகம் எவ்வளவு?", options: ["3 × 10⁸ m/s", "3 × 10⁶ m/s", "3 × 10⁵ km/h", "300 m/s"] },
      { question_ta: "பின்வருவனவற்றில் எது Input device அல்ல?", options: ["Mouse", "Keyboard", "Printer", "Scanner"] },
    ];
    for (const { question_ta, options } of mixed) {
      const cells = Object.fromEntries(options.map((o, i) => [`option_${"abcd"[i]}_ta`, o]));
      assert.deepEqual(reasons({ ...row, question_ta, ...cells }), [], question_ta);
    }
    // An English question quoting a Tamil word, with Tamil options (General Tamil), is English.
    const quoting = { question_en: "What is the plural of 'மரம்' in Tamil?", option_a_en: "மரங்கள்", option_b_en: "மரம்கள்", option_c_en: "மரத்தை", option_d_en: "மரத்தில்" };
    assert.deepEqual(reasons({ ...row, ...quoting }), []);
  });

  it("counts refused rows by problem, largest first, with their first rows and how many more", () => {
    const rows = bankRows(60, 101);
    for (const i of [10, 12, 17, 20, 25, 30]) rows[i].option_b_en = "";
    for (const i of [40, 41]) rows[i].answer = "E";
    rows[50].option_b_en = "";
    rows[50].answer = "E";
    const checked = checkRows({ rows: rows.map((row, i) => ({ line: i + 2, row })) });
    assert.ok(checked.ok);
    assert.deepEqual(summaryOf(checked), {
      good: 51,
      refused: 9,
      groups: [
        { column: "option_b_en", reason: "missingOption", count: 7, lines: [12, 14, 19] },
        { column: "answer", reason: "unknownValue", count: 3, lines: [42, 43, 52] },
      ],
      unread: [],
    });
    assert.deepEqual(checked.refused[0], { line: 12, row: rows[10], problems: [{ column: "option_b_en", reason: "missingOption" }] });
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
