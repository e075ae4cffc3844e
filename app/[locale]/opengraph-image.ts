import { institute } from "@/lib/config";
import { routing } from "@/lib/i18n/routing";
import { cardResponse, OG_SIZE } from "@/lib/og/card";

// The picture shown when a page is shared (WhatsApp, Facebook): drawn once per language at build
// time by lib/og/card.ts, which shapes Tamil. Exam pages draw their own (components/exams/exam-og.ts).
export const size = OG_SIZE;
export const contentType = "image/png";
export const alt = `${institute.name.ta} – ${institute.name.en}`;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export default function OpenGraphImage() {
  return cardResponse({ title: institute.name.ta, subtitle: institute.name.en, footer: "TNPSC Group I · II · II-A · IV — TNUSRB SI · Constable" });
}
