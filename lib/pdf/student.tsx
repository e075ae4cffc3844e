import { Document, Page, renderToStream, StyleSheet, View } from "@react-pdf/renderer";
import { Text } from "./text";
import { bloodGroupLabel } from "@/lib/zod";
import { institute } from "@/lib/config";
import type { StudentProfile } from "@/lib/generated/prisma/client";
import { formatPaise } from "@/lib/payments/fee";
import { pdfFontFamily, registerPdfFonts } from "./fonts";

/** What the details PDF prints: the account's name and email with its profile. */
export interface StudentPdfData {
  username: string;
  email: string | null;
  profile: StudentProfile;
}

const styles = StyleSheet.create({
  page: { padding: 36, fontFamily: pdfFontFamily, fontSize: 10, lineHeight: 1.5 },
  brand: { fontSize: 17, fontWeight: 700, color: "#1e3a8a", lineHeight: 1.8 },
  brandEn: { fontSize: 10, color: "#334155" },
  title: { fontSize: 13, fontWeight: 700, marginTop: 12, marginBottom: 4 },
  ids: { flexDirection: "row", gap: 12, marginVertical: 8, padding: 8, backgroundColor: "#eff6ff", borderRadius: 4 },
  idBox: { flex: 1 },
  idValue: { fontSize: 12, fontWeight: 700 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderColor: "#cbd5e1", paddingVertical: 3 },
  label: { width: 190, paddingRight: 8, color: "#334155" },
  value: { flex: 1, fontWeight: 700 },
  footer: { position: "absolute", bottom: 20, left: 36, right: 36, fontSize: 8, color: "#64748b", textAlign: "center" },
});

const yes = (flag: boolean) => (flag ? "ஆம் / Yes" : "இல்லை / No");
const level = (value: string | null) => (value ? value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, " ") : "–");

/** Every field of the registration, labelled in Tamil and English. */
function rows({ username, email, profile: p }: StudentPdfData): [string, string][] {
  const pstm = (
    [
      ["10", p.pstmTenth],
      ["12", p.pstmTwelfth],
      ["UG", p.pstmUg],
      ["PG", p.pstmPg],
    ] as const
  )
    .filter(([, v]) => v)
    .map(([k]) => k);
  return [
    ["பெயர் / Name", username],
    ["தந்தை / கணவர் பெயர் / Father's or Husband's name", p.fatherName],
    ["பிறந்த தேதி / Date of birth", p.dob.toISOString().slice(0, 10).split("-").reverse().join("-")],
    ["கல்வித் தகுதி / Qualification", p.qualification],
    ["கைபேசி / Mobile", p.phoneNumber],
    ["வாட்ஸ்அப் / WhatsApp", p.whatsappNumber],
    ["தந்தை / கணவர் கைபேசி / Father's or Husband's mobile", p.fatherPhoneNumber],
    ["மின்னஞ்சல் / Email", email ?? ""],
    ["ஆதார் / Aadhaar", `XXXX XXXX ${p.aadhaarNumber.slice(-4)}`],
    ["வகுப்பு / Community", p.community],
    ["இரத்த வகை / Blood group", bloodGroupLabel(p.bloodGroup)],
    ["தட்டச்சு / Typewriting", p.typingSkills ? [p.tamilTyping, p.englishTyping].filter(Boolean).map(level).join(", ") : yes(false)],
    [
      "சுருக்கெழுத்து / Shorthand",
      p.stenoSkills ? [p.tamilStenoLevel && `Tamil ${level(p.tamilStenoLevel)}`, p.englishStenoLevel && `English ${level(p.englishStenoLevel)}`].filter(Boolean).join(", ") : yes(false),
    ],
    ["முன்னாள் படைவீரர் / Ex-Serviceman", yes(p.exServiceman)],
    ["ஆதரவற்ற விதவை / Destitute widow", yes(p.destituteWidow)],
    ["தமிழ் வழிக் கல்வி / PSTM", pstm.length ? pstm.join(", ") : yes(false)],
    ["முகவரி / Address", p.address],
    ["கட்டணம் / Fee paid", formatPaise(p.amountPaise)],
  ];
}

export function StudentPdf({ data }: { data: StudentPdfData }) {
  const { profile } = data;
  return (
    <Document title={`${profile.registerNo} – ${data.username}`} author={institute.name.en} language="ta">
      <Page size="A4" style={styles.page}>
        <Text style={styles.brand}>{institute.name.ta}</Text>
        <Text style={styles.brandEn}>
          {institute.name.en} · {institute.contact.phone} · {institute.contact.email}
        </Text>
        <Text style={styles.title}>மாணவர் பதிவு விவரங்கள் – Student registration details</Text>
        <View style={styles.ids}>
          <View style={styles.idBox}>
            <Text>பதிவு எண் / Register No.</Text>
            <Text style={styles.idValue}>{profile.registerNo}</Text>
          </View>
          <View style={styles.idBox}>
            <Text>கட்டண எண் / Payment ID</Text>
            <Text style={styles.idValue}>{profile.paymentId}</Text>
          </View>
        </View>
        {rows(data).map(([label, value]) => (
          <View key={label} style={styles.row} wrap={false}>
            <Text style={styles.label}>{label}</Text>
            <Text style={styles.value}>{value}</Text>
          </View>
        ))}
        <Text style={styles.footer} fixed>
          {`பதிவு செய்த நாள் / Registered on ${profile.createdAt.toISOString().slice(0, 10)} · ${institute.name.en}`}
        </Text>
      </Page>
    </Document>
  );
}

/** The student's details PDF as a Node stream (never held whole in memory by the caller). */
export async function renderStudentPdf(data: StudentPdfData): Promise<NodeJS.ReadableStream> {
  registerPdfFonts();
  return renderToStream(<StudentPdf data={data} />);
}
