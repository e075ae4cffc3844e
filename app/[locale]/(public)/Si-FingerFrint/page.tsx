import { ExamPage } from "@/components/exams/exam-page";

// Rebuilt after every change to its syllabus PDFs, and at least once a minute.
export const revalidate = 60;

export default async function Page({ params }: PageProps<"/[locale]/Si-FingerFrint">) {
  return <ExamPage locale={(await params).locale} category="fingerprints" />;
}
