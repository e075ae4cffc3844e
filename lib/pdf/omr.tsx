import { Document, Page, Path, renderToBuffer, Svg, View } from "@react-pdf/renderer";
import QRCode from "qrcode";
import { institute } from "@/lib/config";
import { optionSets, type Letter } from "@/lib/mock-tests/key";
import { encodeSheetCode } from "@/lib/omr/code";
import {
  ANSWER_ROWS,
  answerBubbles,
  answerColumns,
  ANSWERS,
  answerBubble,
  BUBBLE_RADIUS,
  MARKER,
  markerCentres,
  QR_BOX,
  REGISTER,
  registerBubble,
  TALLY,
  tallyBubble,
  MAX_SHEET_QUESTIONS,
  PAGE,
  type Point,
  sheetFits,
  type SheetShape,
} from "@/lib/omr/layout";
import { pdfFontFamily, registerPdfFonts } from "./fonts";
import { Text } from "./text";

// The paper answer sheet (issue 20), drawn from lib/omr/layout.ts so the scan reader finds every
// bubble where it was printed. Outlines and letters are light grey: a pen's mark is what is dark.
// Bilingual by design (one sheet for every candidate), so its words are here, not in messages/.

const INK = "#111827";
const GUIDE = "#9ca3af";
const words = {
  title: "OMR விடைத்தாள் · OMR Answer Sheet",
  fill: "நீலம் அல்லது கருப்பு மைப் பந்துமுனைப் பேனாவால் ஒரு வினாவுக்கு ஒரு வட்டத்தை மட்டும் முழுமையாக நிரப்புங்கள். · Fill one circle per question completely with a blue or black ball-point pen.",
  notKnown: "விடை தெரியாவிட்டால் E வட்டத்தை நிரப்புங்கள். · If you do not know the answer, fill E.",
  keepClear: "தாளை மடிக்காதீர்கள்; மூலைச் சதுரங்களிலும் QR குறியீட்டிலும் எதுவும் எழுதாதீர்கள். · Do not fold the sheet or write on the corner squares or the QR code.",
  register: "பதிவு எண் · Register number",
  year: "ஆண்டு · Year",
  serial: "வரிசை எண் · Serial",
  name: "பெயர் · Name",
  signature: "தேர்வரின் கையொப்பம் · Candidate's signature",
  invigilator: "கண்காணிப்பாளர் கையொப்பம் · Invigilator's signature",
  sheet: "தாள் · Sheet",
  tally: "ஒவ்வொரு எழுத்தையும் நிரப்பிய வினாக்களின் எண்ணிக்கை · How many questions you shaded each letter in",
} as const;

export interface SheetTest {
  id: number;
  titleTa: string;
  titleEn: string;
}

/** One page to print: a blank sheet the student fills in, or a personal one with name and register number. */
export interface SheetToPrint {
  sheetNo: number;
  student?: { name: string; registerNo: string };
}

const at = (left: number, top: number, width?: number) => ({ position: "absolute" as const, left, top, width });

/** One circle as path data (two arcs). */
const ring = ({ x, y }: Point, r: number) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

/**
 * Every bubble of a grid as one Path: a styled View per bubble cost ~2 KB each (2.3 MB a sheet).
 * The Svg spans the page's width and the grid's rows, in page coordinates (a full-page Svg would
 * not fit the page's flow and spill onto a second page).
 */
function Rings({ centres }: { centres: Point[] }) {
  const top = Math.min(...centres.map((c) => c.y)) - BUBBLE_RADIUS - 1;
  const height = Math.max(...centres.map((c) => c.y)) + BUBBLE_RADIUS + 1 - top;
  return (
    <Svg style={at(0, top, PAGE.width)} height={height} viewBox={`0 ${top} ${PAGE.width} ${height}`}>
      <Path d={centres.map((c) => ring(c, BUBBLE_RADIUS)).join("")} stroke={GUIDE} strokeWidth={0.6} fill="none" />
    </Svg>
  );
}

/**
 * A column of labels, one per row `pitch` apart from the row centred on `first`, as a single Text:
 * 1,300 labels as Text nodes were laid out one by one (0.6 s a page). Helvetica is built into
 * every PDF reader, so nothing is embedded for it.
 */
function LabelColumn({ first, pitch, labels, size, color, align }: { first: Point; pitch: number; labels: string[]; size: number; color: string; align: "center" | "right" }) {
  const width = 20;
  const left = align === "center" ? first.x - width / 2 : first.x - width;
  return (
    // react-pdf puts a line's text at its top, whatever the line height: the first line starts half
    // a capital's height above the row's middle (0.5 em, measured by tests/unit/omr-sheet.test.tsx).
    <Text style={{ ...at(left, first.y - 0.5 * size, width), fontFamily: "Helvetica", fontSize: size, lineHeight: `${pitch}pt`, color, textAlign: align }}>{labels.join("\n")}</Text>
  );
}

/** The QR code as vector squares (a 4-module quiet zone inside its box). */
function Qr({ text }: { text: string }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  let d = "";
  for (let row = 0; row < modules.size; row += 1) for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) d += `M${col} ${row}h1v1h-1z`;
  const span = modules.size + 8;
  return (
    <Svg style={at(QR_BOX.x, QR_BOX.y, QR_BOX.size)} height={QR_BOX.size} viewBox={`-4 -4 ${span} ${span}`}>
      <Path d={d} fill={INK} />
    </Svg>
  );
}

function RegisterGrid() {
  const top = REGISTER.top;
  const columns = Array.from({ length: REGISTER.digits }, (_, c) => c);
  return (
    <>
      <Text style={{ ...at(REGISTER.left - 8, top - 51, 4 * REGISTER.pitch), fontSize: 5.5, color: INK }}>{words.year}</Text>
      <Text style={{ ...at(REGISTER.left - 8 + 4 * REGISTER.pitch, top - 51, 5 * REGISTER.pitch), fontSize: 5.5, color: INK }}>{words.serial}</Text>
      <Text style={{ ...at(REGISTER.left - 34, top - 35, 24), fontSize: 9, fontWeight: 700 }}>{institute.registerNoPrefix}</Text>
      {columns.map((c) => (
        <View key={c} style={{ ...at(REGISTER.left + c * REGISTER.pitch - 7, top - 38, 14), height: 16, borderWidth: 0.6, borderColor: INK }} />
      ))}
      <Rings centres={columns.flatMap((c) => Array.from({ length: 10 }, (_, digit) => registerBubble(c, digit)))} />
      {columns.map((c) => (
        <LabelColumn key={c} first={registerBubble(c, 0)} pitch={REGISTER.rowPitch} labels={Array.from({ length: 10 }, (_, digit) => String(digit))} size={5} color={GUIDE} align="center" />
      ))}
    </>
  );
}

/** The tally (issue 37): per letter, three digit columns (hundreds, tens, units) under the letter. */
function TallyGrid({ letters }: { letters: readonly Letter[] }) {
  const centres = letters.flatMap((l) => Array.from({ length: TALLY.digits }, (_, c) => Array.from({ length: 10 }, (_, digit) => tallyBubble(l, c, digit))).flat());
  return (
    <>
      <Text style={{ ...at(250, TALLY.top - 30, 305), fontSize: 5.5, color: INK }}>{words.tally}</Text>
      {letters.map((l) => (
        <Text key={l} style={{ ...at(tallyBubble(l, 1, 0).x - 10, TALLY.top - 19, 20), fontSize: 8, fontWeight: 700, textAlign: "center" }}>
          {l}
        </Text>
      ))}
      <Rings centres={centres} />
      {letters.flatMap((l) =>
        Array.from({ length: TALLY.digits }, (_, c) => (
          <LabelColumn
            key={`${l}${c}`}
            first={tallyBubble(l, c, 0)}
            pitch={TALLY.rowPitch}
            labels={Array.from({ length: 10 }, (_, digit) => String(digit))}
            size={5}
            color={GUIDE}
            align="center"
          />
        )),
      )}
    </>
  );
}

function SheetPage({ test, shape, sheet }: { test: SheetTest | null; shape: SheetShape; sheet: SheetToPrint }) {
  const letters = optionSets[shape.options];
  const code = encodeSheetCode({ testId: test?.id ?? 0, sheetNo: sheet.sheetNo, registerNo: sheet.student?.registerNo ?? null });
  // Signatures go at the foot, under the answers (as on TNPSC's sheets): the tally has their place.
  const line = (label: string, top: number, value?: string, left = 250, width = 300) => (
    <View style={{ ...at(left, top, width), height: 22, borderBottomWidth: 0.6, borderColor: GUIDE }}>
      <Text style={{ fontSize: 6.5, color: "#374151" }}>{label}</Text>
      {value && <Text style={{ fontSize: 10, fontWeight: 700 }}>{value}</Text>}
    </View>
  );
  return (
    <Page size="A4" style={{ fontFamily: pdfFontFamily, fontSize: 8, color: INK }}>
      {markerCentres.map((c, i) => (
        <View key={i} style={{ ...at(c.x - MARKER.size / 2, c.y - MARKER.size / 2, MARKER.size), height: MARKER.size, backgroundColor: INK }} />
      ))}
      <Text style={{ ...at(48, 22, 410), fontSize: 12, fontWeight: 700, color: "#1e3a8a" }}>{institute.name.ta}</Text>
      <Text style={{ ...at(48, 42, 410), fontSize: 10, fontWeight: 700 }}>{words.title}</Text>
      {test && <Text style={{ ...at(48, 58, 410), fontSize: 9 }}>{`${test.titleTa} · ${test.titleEn}`}</Text>}
      <View style={{ ...at(48, 84, 405), gap: 2 }}>
        {[words.fill, ...(letters.length === 5 ? [words.notKnown] : []), words.keepClear].map((text) => (
          <Text key={text} style={{ fontSize: 6.5, color: "#374151" }}>
            {text}
          </Text>
        ))}
      </View>
      <Qr text={code} />
      {sheet.sheetNo > 0 && <Text style={{ ...at(QR_BOX.x, QR_BOX.y + QR_BOX.size + 2, QR_BOX.size), fontSize: 7, textAlign: "center" }}>{`${words.sheet} ${sheet.sheetNo}`}</Text>}

      <Text style={{ ...at(48, 132, 190), fontSize: 7.5, fontWeight: 700 }}>{words.register}</Text>
      {sheet.student ? <Text style={{ ...at(48, 150, 190), fontSize: 14, fontWeight: 700 }}>{sheet.student.registerNo}</Text> : <RegisterGrid />}
      {line(words.name, 138, sheet.student?.name)}
      <TallyGrid letters={letters} />
      {line(words.signature, 794, undefined, 50, 240)}
      {line(words.invigilator, 794, undefined, 305, 240)}

      <Rings centres={answerBubbles(shape).map((b) => b.centre)} />
      {Array.from({ length: answerColumns(shape.questions) }, (_, c) => {
        const firstQuestion = c * ANSWER_ROWS + 1;
        const rows = Math.min(ANSWER_ROWS, shape.questions - c * ANSWER_ROWS);
        const first = answerBubble(firstQuestion, "A");
        return (
          <View key={c}>
            <LabelColumn
              first={{ x: first.x - BUBBLE_RADIUS - 4, y: first.y }}
              pitch={ANSWERS.rowPitch}
              labels={Array.from({ length: rows }, (_, r) => String(firstQuestion + r))}
              size={7}
              color={INK}
              align="right"
            />
            {letters.map((letter) => (
              <LabelColumn key={letter} first={answerBubble(firstQuestion, letter)} pitch={ANSWERS.rowPitch} labels={Array(rows).fill(letter)} size={5} color={GUIDE} align="center" />
            ))}
          </View>
        );
      })}
      {/* A thin rule between answer columns keeps a row's eye on its own line. */}
      {Array.from({ length: answerColumns(shape.questions) - 1 }, (_, c) => {
        const x = answerBubble((c + 1) * ANSWER_ROWS + 1, "A").x - BUBBLE_RADIUS - 26;
        return <View key={c} style={{ ...at(x, answerBubble(1, "A").y - 6, 0.1), height: ANSWER_ROWS * ANSWERS.rowPitch, borderLeftWidth: 0.4, borderColor: GUIDE }} />;
      })}
    </Page>
  );
}

/** Sheets for a test (or the generic blank sheet when `test` is null), one page each. */
export async function renderOmrSheets(test: SheetTest | null, shape: SheetShape, sheets: SheetToPrint[]): Promise<Buffer> {
  if (!sheetFits(shape)) throw new RangeError(`a sheet holds 1–${MAX_SHEET_QUESTIONS} questions, not ${shape.questions}`);
  registerPdfFonts();
  return renderToBuffer(
    <Document title={`OMR – ${test?.titleEn ?? institute.name.en}`} author={institute.name.en} language="ta">
      {sheets.map((sheet) => (
        <SheetPage key={sheet.sheetNo} test={test} shape={shape} sheet={sheet} />
      ))}
    </Document>,
  );
}

/** /OMR-Sheet.pdf: the blank sheet of a generic 200-question TNPSC test (A–E), no test's code. */
export const renderOmrSheet = () => renderOmrSheets(null, { questions: 200, options: "AE" }, [{ sheetNo: 0 }]);
