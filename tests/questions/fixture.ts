import { tmpdir } from "node:os";
import path from "node:path";
import type { Letter } from "@/lib/mock-tests/key";
import type { MockTestForm } from "@/lib/mock-tests/schema";
import type { PracticeForm } from "@/lib/practice/schema";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { checkRows } from "@/lib/questions/check";
import { rowOf, type Pool, type QuestionInput } from "@/lib/questions/schema";
import { importQuestions } from "@/lib/questions/service";
import { fsStorage } from "@/lib/storage/fs";
import { subjectKeys, topicKeys } from "@/lib/exams/syllabus";

// Bank questions for the tests and bench:questions (issue 21): `count` distinct questions in Tamil
// and English, spread over every subject, topic and difficulty, numbered from `from` so two sets
// with different starting numbers never repeat each other.

const tamilDigits = (n: number) => String(n).replace(/\d/g, (d) => "௦௧௨௩௪௫௬௭௮௯"[Number(d)]);

export function bankQuestions(count: number, from = 1): QuestionInput[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const subject = subjectKeys[n % subjectKeys.length];
    const topics = topicKeys(subject);
    const answer = (["A", "B", "C", "D"] as const)[n % 4];
    const source = (["PREVIOUS_YEAR", "INSTITUTE", "CURRENT_AFFAIRS"] as const)[n % 3];
    return {
      subject,
      topic: topics[n % topics.length],
      difficulty: (["EASY", "MEDIUM", "HARD"] as const)[n % 3],
      source,
      sourceYear: source === "PREVIOUS_YEAR" ? 2010 + (n % 15) : null,
      sourceDate: source === "CURRENT_AFFAIRS" ? new Date(Date.UTC(2026, n % 12, 1 + (n % 28))) : null,
      sourceDateIsMonth: false,
      answer,
      ta: {
        stem: `வினா ${tamilDigits(n)}: தமிழ்நாட்டின் ${n}-ஆவது மாவட்டத்தின் தலைநகரம் எது?`,
        options: [1, 2, 3, 4].map((k) => `விடை ${k} – நகரம் ${n * 10 + k}`),
        explanation: `விளக்கம்: சரியான விடை ${answer}; ${n}-ஆவது மாவட்டம் பற்றிய குறிப்பு.`,
        whyWrong: ["A", "B", "C", "D"].map((l) => (l === answer ? "" : `${l} தவறு: அது வேறு மாவட்டம்.`)),
      },
      en: {
        stem: `Question ${n}: which town is the headquarters of district number ${n}?`,
        options: [1, 2, 3, 4].map((k) => `Town ${n * 10 + k}`),
        explanation: `The right answer is ${answer}.`,
        whyWrong: ["", "", "", ""],
      },
    };
  });
}

export const bankRows = (count: number, from = 1) => bankQuestions(count, from).map(rowOf);

/** A mock test's form made of bank questions ("12, 15, 20-30"): open 29 November 2026 from 10:00 IST for `hours`, half of it to sit. */
export const bankTestForm = (bankQuestions: string, questions: number, hours = 1): MockTestForm => ({
  titleTa: "வங்கித் தேர்வு",
  titleEn: "Bank test",
  examType: "TNPSC",
  department: "GROUP_IV",
  questionPostId: "bank",
  answerPostId: "",
  opensAt: "2026-11-29T10:00",
  closesAt: `2026-11-29T${String(10 + hours).padStart(2, "0")}:00`,
  minutes: hours * 30,
  questions,
  options: "AE",
  correct: 1.5,
  wrong: 0,
  sections: [],
  objectionsUntil: "",
  key: "",
  bankQuestions,
  pageStarts: "",
});

/** `count` of the questions above imported into the bank's `pool`, as staff's import stores them. */
export async function importBank(db: PrismaClient, count: number, pool: Pool = "RESERVED", from = 1) {
  const checked = checkRows({ rows: bankRows(count, from).map((row, i) => ({ line: i + 2, row })) });
  if (!checked.ok || checked.refused.length) throw new Error("the fixture's rows do not pass the import's check");
  // No picture among them: the storage is never written.
  return importQuestions(db, fsStorage(path.join(tmpdir(), "coaching-bank-fixture")), null, checked.questions, pool);
}

/** A student's practice form: five history questions of Group IV, untimed, explained after each; `overrides` change any of it. */
export const practiceForm = (overrides: Partial<PracticeForm> = {}): PracticeForm => ({
  from: "bank",
  exam: "group4",
  subject: "history",
  topic: "",
  count: 5,
  minutes: 0,
  explainEach: true,
  ...overrides,
});

/** A wrong answer to a question whose answer is `letter`. */
export const otherLetter = (letter: string): Letter => (letter === "A" ? "B" : "A");
