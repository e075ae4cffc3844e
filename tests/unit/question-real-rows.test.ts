import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { checkSheet, refusedSheet, summaryOf } from "@/lib/questions/check";
import { columns, type QuestionText } from "@/lib/questions/schema";
import { readSheet, refusedColumns, writeCsv, writeXlsx } from "@/lib/questions/sheet";
import { realRows, realRowsXlsx, shownRows, UNNAMED_NOTE } from "../questions/real-rows";

// Issue 35, "real banks come in on the first try": the kinds of row a converted TNPSC bank brought
// (tests/questions/real-rows.ts) read as Excel shows them, the good ones passed as typed, the bad
// ones counted by problem and handed back to correct; nothing changed without a word.

const line = (note: string) => realRows.findIndex((r) => r.note === note) + 2;
const textCells = (text: QuestionText | null) => (text ? [text.stem, ...text.options, text.explanation, ...text.whyWrong] : []);

describe("a real bank's rows", () => {
  it("are read cell for cell as Excel shows them, with option_e and the note under no header named", async () => {
    const read = await readSheet(await realRowsXlsx());
    assert.ok(read.ok);
    assert.deepEqual(
      read.sheet.rows.map((r) => r.row),
      shownRows(),
    );
    assert.deepEqual(read.sheet.unread, [
      { column: "M", header: "option_e" },
      { column: "AD", header: "" },
    ]);
    assert.ok(!JSON.stringify(read.sheet.rows).includes(UNNAMED_NOTE));
  });

  it("pass as typed: month dates, an undated current-affairs question, an English explanation, Excel's numbers, line breaks", async () => {
    const checked = await checkSheet(await realRowsXlsx());
    assert.ok(checked.ok);
    const byLine = new Map(checked.questions.map((q) => [q.line, q.input]));
    const shown = shownRows();
    realRows.forEach(({ note, refused }, i) => {
      if (refused) return assert.ok(!byLine.has(i + 2), note);
      const input = byLine.get(i + 2);
      assert.ok(input, note);
      // The question's texts are exactly the cells staff typed, whichever language's question holds each.
      const typed = columns.filter((c) => /_(ta|en)$/.test(c)).map((c) => shown[i][c]);
      const stored = [...textCells(input.ta), ...textCells(input.en)];
      assert.deepEqual(stored.filter(Boolean).sort(), typed.filter(Boolean).sort(), note);
      assert.deepEqual([input.answer, input.subject, input.topic], [shown[i].answer, shown[i].subject, shown[i].topic], note);
    });
    const months = ["a month in English", "a short month", "a month in Tamil", "a month as 08/2025", "a month as 2025-08", "a date cell shown as a month"];
    for (const note of months) assert.deepEqual([byLine.get(line(note))?.sourceDate?.toISOString(), byLine.get(line(note))?.sourceDateIsMonth], ["2025-08-01T00:00:00.000Z", true], note);
    const day = byLine.get(line("a date cell shown as a day"))!;
    assert.deepEqual([day.sourceDate?.toISOString(), day.sourceDateIsMonth], ["2025-08-14T00:00:00.000Z", false]);
    const undated = byLine.get(line("a current-affairs question with no date"))!;
    assert.deepEqual([undated.source, undated.sourceDate, undated.sourceDateIsMonth], ["CURRENT_AFFAIRS", null, false]);
    const explained = byLine.get(line("a Tamil question whose only English cell is its explanation"))!;
    assert.equal(explained.en, null);
    assert.equal(explained.ta?.explanation, "Thanjavur was the capital of the Cholas under Rajaraja I.");
    assert.deepEqual(byLine.get(line("options Excel turned into a time, a date, a percent and a fraction"))?.en?.options, ["3:05", "2-Jan", "25%", "1/2"]);
    const numbers = byLine.get(line("numbers, a formula, rich Tamil text and a line break"))!.ta!;
    assert.deepEqual([numbers.stem, ...numbers.options], ["0.1 + 0.2 இன் கூட்டுத்தொகை எது?", "0.3", "0.30", "1,234,567", "3"]);
    assert.equal(numbers.explanation.split("\n").length, 2);
    // The figure puzzles share their text; both pass the check (the bank tells them apart by picture and key).
    assert.deepEqual([byLine.get(line("a figure puzzle"))?.answer, byLine.get(line("the same figure puzzle's stem with another key"))?.answer], ["B", "D"]);
  });

  it("refuse only the bad rows, counted by problem, and hand them back in the template's columns to correct", async () => {
    const bytes = await realRowsXlsx();
    const checked = await checkSheet(bytes);
    assert.ok(checked.ok);
    const bad = realRows.flatMap((r, i) => (r.refused ? [{ line: i + 2, problems: r.refused }] : []));
    assert.deepEqual(
      checked.refused.map((r) => ({ line: r.line, problems: r.problems.map((p) => `${p.column}:${p.reason}`) })),
      bad,
    );
    const summary = summaryOf(checked);
    assert.deepEqual([summary.good, summary.refused, summary.groups.length], [realRows.length - 3, 3, 3]);
    // The refused rows' file: the rows as they were, with what to fix; read back, the problem column is skipped unseen.
    const rows = refusedSheet(checked.refused, (r) => `Row ${r.line}: ${r.problems.map((p) => p.reason).join("; ")}`);
    for (const file of [writeCsv(rows, refusedColumns), await writeXlsx(rows, refusedColumns)]) {
      const back = await readSheet(file);
      assert.ok(back.ok);
      assert.deepEqual(back.sheet.unread, []);
      assert.deepEqual(
        back.sheet.rows.map((r) => r.row),
        bad.map(({ line }) => shownRows()[line - 2]),
      );
      const again = await checkSheet(file);
      assert.ok(again.ok && again.questions.length === 0 && again.refused.length === 3);
    }
    assert.match(rows[0].problem, /^Row 15: wrongScript$/);
  });
});
