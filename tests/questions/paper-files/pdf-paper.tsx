import { Document, Image, Page, renderToBuffer, StyleSheet, View } from "@react-pdf/renderer";
import { pdfFontFamily, registerPdfFonts } from "@/lib/pdf/fonts";
import { Text } from "@/lib/pdf/text";
import { BANK, type BankQuestion } from "./bank";
import { figurePng } from "./docx-table";
import type { Made } from "./docx-papers";
import { bilingual, fromBank, letters } from "./truth";

// Paper 16 of the reader corpus (issue 35), and the benchmark's long PDF: a bilingual paper in two
// columns on A4, as institutes print them to save paper, made with the site's own PDF library and
// Noto Sans Tamil (lib/pdf/fonts.ts), so pdf.js reads real text runs from it. The title runs across
// both columns; each question is its English, its Tamil, four options a line each; the key runs
// across the page after the last question. One question has a figure under its stem.

const styles = StyleSheet.create({
  page: { padding: 36, fontFamily: pdfFontFamily, fontSize: 10, lineHeight: 1.35 },
  title: { fontSize: 13, fontWeight: 700, textAlign: "center", marginBottom: 12 },
  columns: { flexDirection: "row", justifyContent: "space-between" },
  column: { width: "47%" },
  question: { marginBottom: 9 },
  key: { marginTop: 10 },
});

/**
 * The bank from its fifth question on, less the one whose options are Latin in both languages
 * ("NaCl"): printed once, the parser gives them to the English only and flags the Tamil (a parser
 * matter, checked in the .docx papers' bank use, not this reader's).
 */
const PDF_QUESTIONS = [...BANK.slice(4, 21), ...BANK.slice(22, 28), BANK[1]];

/** Questions per column: 12 a page, as a two-column A4 paper at 10 pt holds them. */
const PER_COLUMN = 6;

export async function twoColumnPdf(questions: BankQuestion[] = PDF_QUESTIONS, figureAt: number | null = 3): Promise<Made> {
  registerPdfFonts();
  const figure = figureAt === null ? null : await figurePng();
  const numbered = questions.map((q, i) => ({ q, n: i + 1 }));
  const pages = Array.from({ length: Math.ceil(numbered.length / (2 * PER_COLUMN)) }, (_, p) => numbered.slice(p * 2 * PER_COLUMN, (p + 1) * 2 * PER_COLUMN));
  const question = ({ q, n }: { q: BankQuestion; n: number }) => (
    <View key={n} style={styles.question} wrap={false}>
      <Text>
        {n}. {q.en.stem}
      </Text>
      <Text>{q.ta.stem}</Text>
      {/* react-pdf's Image has no alt: a PDF figure's text is its question's. */}
      {/* eslint-disable-next-line jsx-a11y/alt-text */}
      {figure && n === figureAt && <Image src={figure} style={{ width: 120, height: 80, marginVertical: 4 }} />}
      {q.en.options.map((option, o) => (
        <Text key={o}>
          ({letters[o]}) {bilingual(option, q.ta.options[o])}
        </Text>
      ))}
    </View>
  );
  const bytes = await renderToBuffer(
    <Document title="Model test">
      {pages.map((list, p) => (
        <Page key={p} size="A4" style={styles.page}>
          {p === 0 && <Text style={styles.title}>VETRI ACADEMY, TIRUCHI - MODEL TEST 3</Text>}
          <View style={styles.columns}>
            <View style={styles.column}>{list.slice(0, PER_COLUMN).map(question)}</View>
            <View style={styles.column}>{list.slice(PER_COLUMN).map(question)}</View>
          </View>
          {p === pages.length - 1 && (
            <View style={styles.key}>
              <Text style={{ fontWeight: 700 }}>ANSWER KEY</Text>
              <Text>{numbered.map(({ q, n }) => `${n}-${q.answer}`).join("   ")}</Text>
            </View>
          )}
        </Page>
      ))}
    </Document>,
  );
  const truth = numbered.map(({ q, n }) => {
    const row = fromBank(q, n, "VETRI ACADEMY, TIRUCHI - MODEL TEST 3");
    // The PDF prints no explanations.
    return { ...row, en: { ...row.en!, explanation: "" }, ta: { ...row.ta!, explanation: "" } };
  });
  return { bytes: new Uint8Array(bytes), truth: { paperProblems: [], questions: truth } };
}
