// Runs before the e2e servers start (see playwright.config.ts): a fresh embedded database with one
// account per role, a staff sign-up waiting for approval, an approved staff account nobody signs
// in with, and one test-series paper whose PDF is stored file 1 (members only; the seed's public
// syllabus PDFs follow it), an open online mock test with another student's attempt on it, and
// one that opens in two days.
// Student accounts normally come from paid registration.
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { createDatabase } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { fsStorage } from "@/lib/storage/fs";
import { renderQuestionPaper } from "@/lib/pdf/sample-paper";
import { storeBankQuestions } from "@/lib/mock-tests/bank";
import { createPaperImport } from "@/lib/papers/import";
import { readPaper } from "@/lib/papers/read";
import {
  accounts,
  CONTROL_STAFF,
  MEMBER_FILE_ID,
  MEMBER_PAGE_FILE_ID,
  BANK_MOCK_TEST_ID,
  BANK_STEM,
  EDIT_STEM,
  PAPER_IMPORT_ID,
  REVIEW_PAGE_FILE_ID,
  REVIEW_PICTURE_FILE_ID,
  PAPER_TEXT,
  MOCK_TEST_ID,
  PDF_MOCK_TEST_ID,
  PDF_PAGE_STARTS,
  OTHER_ATTEMPT_ID,
  REVISER,
  REVISION_STEM,
  PAPER_MOCK_TEST_ID,
  PASSWORD,
  PENDING_STAFF,
  STUDENT_ID,
  UPCOMING_MOCK_TEST_ID,
  UPCOMING_PAPER_FILE_ID,
  UPCOMING_PAGE_FILE_ID,
} from "./accounts";
import { drawPages } from "@/lib/files/pdf-pages";
import { saveMark, submitAttempt } from "@/lib/mock-tests/service";
import { startPractice } from "@/lib/practice/service";
import { drawPaper } from "@/lib/test-series/pages";

const dataDir = process.env.DATA_DIR!;
await rm(dataDir, { recursive: true, force: true });
const database = createDatabase({ dataDir });
await database.migrate();

// A real paper (three A4 pages of 15 questions, 11 pt), so the answer sheet's paper is drawn as on a phone (issue 34).
const paper = await renderQuestionPaper(45, 15);
const questionPaper = async (name: string, subject: string) => {
  const key = `documents/e2e/${name}.pdf`;
  await fsStorage(path.join(dataDir, "uploads")).put(key, paper, { contentType: "application/pdf", size: paper.length });
  return database.prisma.testSeriesPost.create({
    data: {
      examType: "TNPSC",
      department: "GROUP_IV",
      subject,
      paperType: "QUESTION",
      file: { create: { key, fileName: "மாதிரி வினாத்தாள்.pdf", contentType: "application/pdf", size: paper.length } },
    },
    include: { file: { select: { key: true } } },
  });
};
const post = await questionPaper("question-paper", "பொதுத் தமிழ் – மாதிரித் தேர்வு");
const memberPost = post;
if (post.fileId !== MEMBER_FILE_ID) throw new Error(`the members-only file is ${post.fileId}, not ${MEMBER_FILE_ID}`);
// Its own paper: a paper of a test not open yet is hidden from students, and file 1 must not be.
const upcomingPost = await questionPaper("upcoming-paper", "பொது அறிவு – வரவிருக்கும் தேர்வு");
if (upcomingPost.fileId !== UPCOMING_PAPER_FILE_ID) throw new Error(`the upcoming test's paper is file ${upcomingPost.fileId}, not ${UPCOMING_PAPER_FILE_ID}`);
// Both papers' pages drawn as the site's round draws them (issue 34), here once for every server:
// files 3–5 are file 1's three pages, 6–8 file 2's.
for (const post of [memberPost, upcomingPost]) await drawPaper(database.prisma, fsStorage(path.join(dataDir, "uploads")), { id: post.fileId, key: post.file.key }, drawPages);
const [memberPage, upcomingPage] = await Promise.all([memberPost, upcomingPost].map((p) => database.prisma.storedFile.findFirst({ where: { pageOfId: p.fileId }, orderBy: { id: "asc" } })));
if (memberPage?.id !== MEMBER_PAGE_FILE_ID || upcomingPage?.id !== UPCOMING_PAGE_FILE_ID) throw new Error(`the papers' first pages are files ${memberPage?.id} and ${upcomingPage?.id}`);

const passwordHash = await hashPassword(PASSWORD);
/** A paid student's profile, with their own phone, Aadhaar and payment. */
const studentProfile = (registerNo: string, phone: string, aadhaarNumber: string, paymentId: string) => ({
  registerNo,
  fatherName: "தந்தை",
  dob: new Date("2001-01-01"),
  qualification: "B.A.",
  phoneNumber: phone,
  whatsappNumber: phone,
  fatherPhoneNumber: "9000000008",
  aadhaarNumber,
  community: "MBC" as const,
  bloodGroup: "A_POS" as const,
  address: "மதுரை",
  paymentId,
});
for (const [role, { username }] of Object.entries(accounts)) {
  await database.prisma.user.create({
    data: {
      role: role as keyof typeof accounts,
      username,
      email: `${username}@example.com`,
      passwordHash,
      staff:
        role === "STAFF"
          ? { create: { dob: new Date("1990-05-01"), phoneNumber: "9000000001", whatsappNumber: "9000000001", bloodGroup: "O_POS", department: "பொதுத் தமிழ்", designation: "ஆசிரியர்" } }
          : undefined,
      student: role === "STUDENT" ? { create: studentProfile("E2E-0001", "9000000009", "111122223333", "pay_e2e") } : undefined,
    },
  });
}
for (const [extra, pendingApproval] of [
  [PENDING_STAFF, true],
  [CONTROL_STAFF, false],
] as const) {
  const created = await database.prisma.user.create({
    data: {
      role: "STAFF",
      username: extra.username,
      email: `${extra.username}@example.com`,
      passwordHash,
      pendingApproval,
      staff: { create: { dob: new Date("1992-03-04"), phoneNumber: extra.phoneNumber, whatsappNumber: extra.phoneNumber, bloodGroup: "B_POS", department: "கணிதம்", designation: "ஆசிரியர்" } },
    },
  });
  if (created.id !== extra.id) throw new Error(`${extra.username} is user ${created.id}, not ${extra.id}`);
}
const student = await database.prisma.user.findFirstOrThrow({ where: { role: "STUDENT" }, select: { id: true } });
if (student.id !== STUDENT_ID) throw new Error(`the e2e student is user ${student.id}, not ${STUDENT_ID}`);

const day = 86_400_000;
const fiveQuestions = (titleTa: string, titleEn: string, questionPostId: number, opensAt: number, closesAt: number) => ({
  titleTa,
  titleEn,
  examType: "TNPSC" as const,
  department: "GROUP_IV" as const,
  questionPostId,
  opensAt: new Date(opensAt),
  closesAt: new Date(closesAt),
  minutes: 60,
  questions: 5,
  options: "AE" as const,
  correct: 150,
  sections: [],
  answerKey: ["A", "B", "C", "D", "A"].map((letter) => ({ accepted: [letter] })),
});
const mock = await database.prisma.mockTest.create({ data: fiveQuestions("அனுமதிச் சோதனை", "Authorization check", post.id, Date.now() - day, Date.now() + 30 * day) });
const other = await database.prisma.user.create({ data: { role: "STUDENT", username: "e2e-other-student", passwordHash } });
const attempt = await database.prisma.mockAttempt.create({ data: { testId: mock.id, userId: other.id, deadline: new Date(Date.now() + 30 * day) } });
if (mock.id !== MOCK_TEST_ID || attempt.id !== OTHER_ATTEMPT_ID) throw new Error(`mock test ${mock.id} / attempt ${attempt.id} are not ${MOCK_TEST_ID} / ${OTHER_ATTEMPT_ID}`);
// The signed-in student has started it too: the sheet's page only resumes (a GET never starts the
// clock), so the authorization table's 200 for a student does not depend on the order of its rows.
await database.prisma.mockAttempt.create({ data: { testId: mock.id, userId: STUDENT_ID, deadline: new Date(Date.now() + 30 * day) } });
const upcoming = await database.prisma.mockTest.create({ data: fiveQuestions("வரவிருக்கும் தேர்வு", "Upcoming test", upcomingPost.id, Date.now() + 2 * day, Date.now() + 3 * day) });
if (upcoming.id !== UPCOMING_MOCK_TEST_ID) throw new Error(`the upcoming mock test is ${upcoming.id}, not ${UPCOMING_MOCK_TEST_ID}`);
// Sat yesterday, partly on paper (issue 20): one student sat it online (ABCDB: 6 of 7.5), the
// e2e student's paper sheet is scanned by tests/e2e/omr-sheets.phone.spec.ts.
// Objections taken for a month (issue 36: the paper student's objection to a reading).
const paperTest = await database.prisma.mockTest.create({
  data: { ...fiveQuestions("தாள் தேர்வு", "Paper test", post.id, Date.now() - 2 * day, Date.now() - day), objectionsUntil: new Date(Date.now() + 30 * day) },
});
if (paperTest.id !== PAPER_MOCK_TEST_ID) throw new Error(`the paper mock test is ${paperTest.id}, not ${PAPER_MOCK_TEST_ID}`);
await database.prisma.mockAttempt.create({
  data: {
    testId: paperTest.id,
    userId: other.id,
    startedAt: new Date(Date.now() - 2 * day),
    deadline: new Date(Date.now() - 2 * day + 3_600_000),
    submittedAt: new Date(Date.now() - 2 * day + 1_800_000),
    score: 600,
    correct: 4,
    wrong: 1,
    notAnswered: 0,
    answers: { create: [..."ABCDB"].map((letter, i) => ({ question: i + 1, letter, seq: 1 })) },
  },
});
// A test from the bank (issue 34): one question per screen, two sections, both languages.
const bankIds: number[] = [];
for (let n = 1; n <= 12; n++) {
  const text = (lang: "ta" | "en") => ({ stem: `${BANK_STEM[lang]} ${n}`, options: ["1", "2", "3", "4"].map((o) => `${o}-${n}`), explanation: "", whyWrong: ["", "", "", ""] });
  const question = await database.prisma.question.create({
    data: { subject: "history", topic: "ancient", difficulty: "EASY", source: "INSTITUTE", answer: "ABCD"[n % 4], ta: text("ta"), en: text("en") },
  });
  bankIds.push(question.id);
}
{
  const text = (lang: "ta" | "en", options: string[]) => ({ stem: EDIT_STEM[lang], options, explanation: "", whyWrong: ["", "", "", ""] });
  await database.prisma.question.create({
    data: {
      subject: "history",
      topic: "ancient",
      difficulty: "EASY",
      source: "INSTITUTE",
      answer: "A",
      ta: text("ta", ["வஞ்சி", "மதுரை", "உறையூர்", "காஞ்சி"]),
      en: text("en", ["Vanji", "Madurai", "Uraiyur", "Kanchi"]),
    },
  });
}
{
  const read = await readPaper(new TextEncoder().encode(PAPER_TEXT));
  if (!read.ok) throw new Error("the e2e paper does not read");
  const paperId = await createPaperImport(database.prisma, fsStorage(path.join(dataDir, "uploads")), null, "history-paper.txt", read);
  if (paperId !== PAPER_IMPORT_ID) throw new Error(`the paper import is ${paperId}, not ${PAPER_IMPORT_ID}`);
  // A PDF paper under review: its figure is file 9, its two pages drawn for the review files 10 and 11, staff's only.
  const pdf = await readPaper(await readFile("tests/questions/papers/files/16-two-column.pdf"));
  if (!pdf.ok) throw new Error("the two-column paper does not read");
  const pdfPaperId = await createPaperImport(database.prisma, fsStorage(path.join(dataDir, "uploads")), null, "two-column.pdf", pdf);
  const kept = await database.prisma.paperImport.findUniqueOrThrow({ where: { id: pdfPaperId }, select: { paper: true } });
  const firstPage = (kept.paper as { pages?: { fileId: number }[] }).pages?.[0]?.fileId;
  const files = (await database.prisma.storedFile.findMany({ where: { paperImportId: pdfPaperId }, orderBy: { id: "asc" }, select: { id: true } })).map((f) => f.id);
  if (firstPage !== REVIEW_PAGE_FILE_ID || files.length !== 3) throw new Error(`the review's first page is file ${firstPage} of ${files}, not ${REVIEW_PAGE_FILE_ID} of 3`);
  const pictures = (kept.paper as { pictures?: number[] }).pictures ?? [];
  if (pictures.join() !== String(REVIEW_PICTURE_FILE_ID)) throw new Error(`the review's figures are files ${pictures}, not ${REVIEW_PICTURE_FILE_ID}`);
}
const bankTest = await database.prisma.mockTest.create({
  data: {
    titleTa: "வங்கித் தேர்வு",
    titleEn: "Bank test",
    examType: "TNPSC",
    department: "GROUP_IV",
    opensAt: new Date(Date.now() - day),
    closesAt: new Date(Date.now() + 30 * day),
    minutes: 60,
    questions: 12,
    options: "AE",
    correct: 150,
    sections: [
      { name: "பொதுத் தமிழ்", from: 1, to: 6 },
      { name: "பொது அறிவு", from: 7, to: 12 },
    ],
    answerKey: bankIds.map((_, i) => ({ accepted: ["ABCD"[(i + 1) % 4]] })),
  },
});
await database.prisma.$transaction((tx) => storeBankQuestions(tx, bankTest.id, bankIds));
if (bankTest.id !== BANK_MOCK_TEST_ID) throw new Error(`the bank mock test is ${bankTest.id}, not ${BANK_MOCK_TEST_ID}`);
// A PDF test of the whole paper, staff saying where each page starts (issue 34's split view).
const pdfTest = await database.prisma.mockTest.create({
  data: {
    ...fiveQuestions("முழு வினாத்தாள் தேர்வு", "Full paper test", post.id, Date.now() - day, Date.now() + 30 * day),
    questions: 45,
    pageStarts: PDF_PAGE_STARTS,
    answerKey: Array.from({ length: 45 }, (_, i) => ({ accepted: ["ABCD"[i % 4]] })),
  },
});
if (pdfTest.id !== PDF_MOCK_TEST_ID) throw new Error(`the PDF mock test is ${pdfTest.id}, not ${PDF_MOCK_TEST_ID}`);
// The reviser's practice two days ago (issue 36), sat through the same code as a student's.
{
  const reviser = await database.prisma.user.create({
    data: {
      role: "STUDENT",
      username: REVISER.username,
      email: `${REVISER.username}@example.com`,
      passwordHash,
      student: { create: studentProfile(REVISER.registerNo, "9000000007", "111122224444", "pay_e2e_reviser") },
    },
  });
  const answers = ["B", "C", "D"];
  for (const [i, answer] of answers.entries()) {
    const text = (lang: "ta" | "en") => ({ stem: `${REVISION_STEM[lang]} ${i + 1}`, options: ["1", "2", "3", "4"].map((o) => `${o}-${i + 1}`), explanation: "", whyWrong: ["", "", "", ""] });
    await database.prisma.question.create({
      data: { subject: "science", topic: "physics", difficulty: "EASY", source: "INSTITUTE", pool: "PRACTICE", answer, ta: text("ta"), en: text("en") },
    });
  }
  const then = new Date(Date.now() - 2 * day);
  const set = await startPractice(database.prisma, reviser.id, { from: "bank", exam: "group4", subject: "science", topic: "physics", count: 5, minutes: 0, explainEach: false }, then);
  if (!set.ok) throw new Error(`the reviser's practice: ${set.error}`);
  const attempt = await database.prisma.mockAttempt.findFirstOrThrow({ where: { testId: set.id }, select: { id: true } });
  // The set's order is drawn at random: question k is found by its stem.
  const held = await database.prisma.mockTestQuestion.findMany({ where: { testId: set.id }, select: { position: true, question: { select: { answer: true, en: true } } } });
  const position = (k: number) => held.find((q) => (q.question.en as { stem: string }).stem === `${REVISION_STEM.en} ${k}`)!;
  // Physics question 1 wrong, 2 right, 3 left blank.
  const [first, second] = [position(1), position(2)];
  await saveMark(database.prisma, { attemptId: attempt.id, userId: reviser.id, question: first.position, letter: first.question.answer === "A" ? "B" : "A", seq: 1 }, then);
  await saveMark(database.prisma, { attemptId: attempt.id, userId: reviser.id, question: second.position, letter: second.question.answer as "A", seq: 2 }, then);
  await submitAttempt(database.prisma, attempt.id, { student: reviser.id }, new Date(then.getTime() + 600_000));
}
await database.close();
