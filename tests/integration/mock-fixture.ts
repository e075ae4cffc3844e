import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { parseKey, type KeyEntry } from "@/lib/mock-tests/key";

// The mock-test suites' common ground: a clock from 10:00 IST on a test day, keys typed as staff
// type them, and a five-question A–E test on a question paper (answer paper and rules as given).

/** Minutes from 10:00 IST (04:30 UTC) on 29 November 2026. */
export const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 4, 30 + minute));

/** A key as typed in the console ("ABCDA", "*BCDB"), read for a test of `questions` questions. */
export const key = (text: string, questions = 5) => (parseKey(text, questions, "AE") as { key: KeyEntry[] }).key;

/** A Group IV test-series post with its stored file. */
export async function paperPost(prisma: PrismaClient, paperType: "QUESTION" | "ANSWER" = "QUESTION") {
  const file = await prisma.storedFile.create({ data: { key: `papers/${paperType}-${Date.now()}-${Math.random()}.pdf`, fileName: "p.pdf", contentType: "application/pdf", size: 9 } });
  return prisma.testSeriesPost.create({ data: { examType: "TNPSC", department: "GROUP_IV", subject: "Mock 1", paperType, fileId: file.id } });
}

/** Five questions, A–E, key ABCDA, open 10:00–11:00 IST with 30 minutes to sit; `data` changes any of it. */
export async function createMockTest(prisma: PrismaClient, data: Partial<Prisma.MockTestUncheckedCreateInput> = {}) {
  const questionPostId = data.questionPostId ?? (await paperPost(prisma)).id;
  return prisma.mockTest.create({
    data: {
      titleTa: "மாதிரித் தேர்வு",
      titleEn: "Mock test",
      examType: "TNPSC",
      department: "GROUP_IV",
      opensAt: at(0),
      closesAt: at(60),
      minutes: 30,
      questions: 5,
      options: "AE",
      correct: 150,
      sections: [],
      answerKey: key("ABCDA") as object[],
      ...data,
      questionPostId,
    },
  });
}
