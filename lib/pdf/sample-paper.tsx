import { Document, Page, renderToBuffer, StyleSheet, View } from "@react-pdf/renderer";
import { pdfFontFamily, registerPdfFonts } from "./fonts";
import { Text } from "./text";

// A question paper as institutes print them (issue 34's split view is measured on it: the browser
// tests' PDF test and bench/sheet.ts): A4, 11 pt body text, each question in Tamil and then English
// with its four options, `perPage` questions a page. Made with the site's own PDF library and
// fonts, so pdf.js reads real text runs from it.

const styles = StyleSheet.create({
  page: { padding: 40, fontFamily: pdfFontFamily, fontSize: 11, lineHeight: 1.3 },
  head: { fontSize: 14, fontWeight: 700, marginBottom: 10 },
  question: { marginBottom: 4 },
});

export async function renderQuestionPaper(questions: number, perPage: number): Promise<Buffer> {
  registerPdfFonts();
  const pages = Array.from({ length: Math.ceil(questions / perPage) }, (_, p) => Array.from({ length: Math.min(perPage, questions - p * perPage) }, (_, i) => p * perPage + i + 1));
  return renderToBuffer(
    <Document title="Question paper">
      {pages.map((numbers, p) => (
        <Page key={p} size="A4" style={styles.page}>
          {p === 0 && <Text style={styles.head}>பொதுத் தமிழ் – மாதிரி வினாத்தாள் / General Tamil – model paper</Text>}
          {numbers.map((n) => (
            <View key={n} style={styles.question} wrap={false}>
              <Text>
                {n}. வினா {n}: கீழ்க்கண்டவற்றுள் சரியான விடையைத் தேர்ந்தெடு.
              </Text>
              <Text>Question {n}: choose the right answer from the following.</Text>
              <Text>(A) விடை ஒன்று (B) விடை இரண்டு (C) விடை மூன்று (D) விடை நான்கு</Text>
            </View>
          ))}
        </Page>
      ))}
    </Document>,
  );
}
