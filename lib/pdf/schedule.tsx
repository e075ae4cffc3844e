import { Document, Page, renderToBuffer, StyleSheet, View } from "@react-pdf/renderer";
import { Text } from "./text";
import { institute } from "@/lib/config";
import { seriesSchedule, type SeriesDay } from "@/lib/exams/schedule";
import { pdfFontFamily, registerPdfFonts } from "./fonts";

const styles = StyleSheet.create({
  page: { padding: 36, fontFamily: pdfFontFamily, fontSize: 10, lineHeight: 1.5 },
  brand: { fontSize: 16, fontWeight: 700, color: "#1e3a8a", lineHeight: 1.8, marginBottom: 2 },
  brandEn: { fontSize: 10, color: "#334155" },
  title: { fontSize: 14, fontWeight: 700, marginTop: 10 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderColor: "#cbd5e1", paddingVertical: 4 },
  head: { flexDirection: "row", backgroundColor: "#1e3a8a", color: "#ffffff", paddingVertical: 4, fontWeight: 700, marginTop: 12 },
  number: { width: 50, paddingHorizontal: 4 },
  date: { width: 90, paddingHorizontal: 4 },
  topic: { flex: 1, paddingHorizontal: 4 },
  muted: { color: "#475569" },
  footer: { position: "absolute", bottom: 20, left: 36, right: 36, fontSize: 8, color: "#64748b", textAlign: "center" },
});

const titles: Record<SeriesDay, { ta: string; en: string }> = {
  saturday: { ta: "சனிக்கிழமைத் தேர்வுத் தொடர்", en: "Saturday test series" },
  sunday: { ta: "ஞாயிற்றுக்கிழமைத் தேர்வுத் தொடர்", en: "Sunday test series" },
};

/** The year's schedule of one weekend series, in Tamil with English beneath. */
export async function renderSchedule(day: SeriesDay, year = institute.testSeriesYear): Promise<Buffer> {
  registerPdfFonts();
  const tests = seriesSchedule(day, year);
  const title = `${titles[day].ta} ${year} – ${titles[day].en} ${year}`;
  return renderToBuffer(
    <Document title={title} author={institute.name.en} language="ta">
      <Page size="A4" style={styles.page}>
        <Text style={styles.brand}>{institute.name.ta}</Text>
        <Text style={styles.brandEn}>
          {institute.name.en} · {institute.contact.phone}
        </Text>
        <Text style={styles.title}>{title}</Text>
        <View style={styles.head} fixed>
          <Text style={styles.number}>எண் No.</Text>
          <Text style={styles.date}>தேதி Date</Text>
          <Text style={styles.topic}>பாடப்பகுதி Topic</Text>
        </View>
        {tests.map((test) => (
          <View key={test.number} style={styles.row} wrap={false}>
            <Text style={styles.number}>{test.number}</Text>
            <Text style={styles.date}>{test.date.split("-").reverse().join("-")}</Text>
            <View style={styles.topic}>
              <Text>{test.topic.ta}</Text>
              <Text style={styles.muted}>{test.topic.en}</Text>
            </View>
          </View>
        ))}
        <Text style={styles.footer} fixed render={({ pageNumber, totalPages }) => `${institute.name.en} · ${pageNumber} / ${totalPages}`} />
      </Page>
    </Document>,
  );
}
