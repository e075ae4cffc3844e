import { Document, Page, renderToBuffer, StyleSheet, View } from "@react-pdf/renderer";
import { Text } from "./text";
import { institute } from "@/lib/config";
import { omrLayout } from "@/lib/exams/schedule";
import { pdfFontFamily, registerPdfFonts } from "./fonts";

const BUBBLE = 8.6;
const styles = StyleSheet.create({
  page: { padding: 24, fontFamily: pdfFontFamily, fontSize: 8, lineHeight: 1.3 },
  brand: { fontSize: 13, fontWeight: 700, color: "#1e3a8a", textAlign: "center", lineHeight: 1.8, marginBottom: 2 },
  title: { fontSize: 11, fontWeight: 700, textAlign: "center", marginBottom: 6 },
  top: { flexDirection: "row", gap: 10, marginBottom: 8 },
  box: { borderWidth: 0.8, borderColor: "#1e3a8a", padding: 5 },
  label: { fontWeight: 700, color: "#1e3a8a" },
  line: { borderBottomWidth: 0.5, borderColor: "#64748b", height: 14, marginBottom: 4 },
  bubble: { width: BUBBLE, height: BUBBLE, borderRadius: BUBBLE / 2, borderWidth: 0.7, borderColor: "#1e3a8a", alignItems: "center", justifyContent: "center" },
  bubbleText: { fontSize: 5, color: "#1e3a8a" },
  digitColumn: { alignItems: "center", gap: 1.5 },
  digitBox: { width: BUBBLE + 2, height: 11, borderWidth: 0.7, borderColor: "#1e3a8a", marginBottom: 2 },
  answers: { flexDirection: "row", justifyContent: "space-between" },
  answerColumn: { gap: 1.1 },
  answerRow: { flexDirection: "row", alignItems: "center", gap: 2.5 },
  qNumber: { width: 16, textAlign: "right", fontSize: 7, lineHeight: 1 },
  instructions: { marginBottom: 6, fontSize: 7, color: "#334155", textAlign: "center" },
});

function Bubble({ mark }: { mark: string }) {
  return (
    <View style={styles.bubble}>
      <Text style={styles.bubbleText}>{mark}</Text>
    </View>
  );
}

/** The OMR answer sheet: name and signature, a register-number grid and numbered answer bubbles. */
export async function renderOmrSheet(): Promise<Buffer> {
  registerPdfFonts();
  const { questions, options, registerDigits } = omrLayout;
  const columns = 4;
  const perColumn = Math.ceil(questions / columns);
  return renderToBuffer(
    <Document title={`OMR – ${institute.name.en}`} author={institute.name.en} language="ta">
      <Page size="A4" style={styles.page}>
        <Text style={styles.brand}>{institute.name.ta}</Text>
        <Text style={styles.title}>OMR விடைத்தாள் · OMR Answer Sheet</Text>
        <Text style={styles.instructions}>
          நீலம் அல்லது கருப்பு மைப் பந்துமுனைப் பேனாவால் ஒரு வினாவுக்கு ஒரு வட்டத்தை மட்டும் முழுமையாக நிரப்புங்கள். · Fill one circle per question completely with a blue or black ball-point pen.
        </Text>
        <View style={styles.top}>
          <View style={[styles.box, { flex: 1 }]}>
            <Text style={styles.label}>பெயர் / Name</Text>
            <View style={styles.line} />
            <Text style={styles.label}>தேர்வு எண், தேதி / Test no. and date</Text>
            <View style={styles.line} />
            <Text style={styles.label}>தேர்வரின் கையொப்பம் / Candidate&apos;s signature</Text>
            <View style={styles.line} />
            <Text style={styles.label}>கண்காணிப்பாளர் கையொப்பம் / Invigilator&apos;s signature</Text>
            <View style={styles.line} />
          </View>
          <View style={styles.box}>
            <Text style={styles.label}>பதிவு எண் / Register number</Text>
            <View style={{ flexDirection: "row", gap: 3, marginTop: 3 }}>
              {Array.from({ length: registerDigits }, (_, column) => (
                <View key={column} style={styles.digitColumn}>
                  <View style={styles.digitBox} />
                  {Array.from({ length: 10 }, (_, digit) => (
                    <Bubble key={digit} mark={String(digit)} />
                  ))}
                </View>
              ))}
            </View>
          </View>
        </View>
        <View style={[styles.box, styles.answers]}>
          {Array.from({ length: columns }, (_, column) => (
            <View key={column} style={styles.answerColumn}>
              {Array.from({ length: perColumn }, (_, row) => {
                const n = column * perColumn + row + 1;
                if (n > questions) return null;
                return (
                  <View key={n} style={styles.answerRow}>
                    <Text style={styles.qNumber}>{n}</Text>
                    {options.map((option) => (
                      <Bubble key={option} mark={option} />
                    ))}
                  </View>
                );
              })}
            </View>
          ))}
        </View>
      </Page>
    </Document>,
  );
}
