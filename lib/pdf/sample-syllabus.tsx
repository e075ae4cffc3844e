import { Document, Page, renderToBuffer, StyleSheet, View } from "@react-pdf/renderer";
import { Text } from "./text";
import { pdfFontFamily, registerPdfFonts } from "./fonts";

const styles = StyleSheet.create({
  page: { padding: 40, fontFamily: pdfFontFamily, fontSize: 12, lineHeight: 1.6 },
  brand: { fontSize: 10, color: "#1e40af" },
  title: { fontSize: 20, fontWeight: 700, marginTop: 12 },
  meta: { marginTop: 8, color: "#334155" },
  body: { marginTop: 24 },
});

export interface SampleSyllabus {
  brand: string;
  title: string;
  paper: string;
  subject: string;
  topics: string[];
}

/** A one-page syllabus PDF, used for the sample content seeded on first start. */
export async function renderSampleSyllabus(s: SampleSyllabus): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(
    <Document title={s.title} author={s.brand}>
      <Page size="A4" style={styles.page}>
        <Text style={styles.brand}>{s.brand}</Text>
        <Text style={styles.title}>{s.title}</Text>
        <Text style={styles.meta}>
          {s.paper} · {s.subject}
        </Text>
        <View style={styles.body}>
          {s.topics.map((topic, i) => (
            <Text key={topic}>
              {i + 1}. {topic}
            </Text>
          ))}
        </View>
      </Page>
    </Document>,
  );
}
