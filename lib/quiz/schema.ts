import { institute } from "@/lib/config";
import { parseQuestionIds } from "@/lib/mock-tests/schema";
import { dayOf } from "@/lib/questions/dates";
import { idField, z } from "@/lib/zod";

// The Daily Current Affairs Quiz (issue 21): staff schedule a day's questions from the bank; anyone
// takes today's. Messages are keys under "quizConsole.errors", then "form.errors".

/** Ten a day is the usual; staff may set between 1 and 20. */
export const QUIZ_QUESTIONS = { usual: 10, min: 1, max: 20 } as const;

/** The day it is at `now` in the institute's time zone, as 2026-11-25. */
export const dayAt = (now: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: institute.timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

export const quizForm = z
  .object({
    // A real day (2026-02-30 is refused, not moved to March).
    date: z
      .string("required")
      .regex(/^\d{4}-\d{2}-\d{2}$/, "date")
      .refine((value) => dayOf(value) !== null, "date"),
    bankQuestions: z.string().max(2000, "tooLong"),
  })
  .superRefine((v, ctx) => {
    const ids = parseQuestionIds(v.bankQuestions, QUIZ_QUESTIONS.max);
    if (!ids || ids.length < QUIZ_QUESTIONS.min) ctx.addIssue({ code: "custom", path: ["bankQuestions"], message: "quizQuestions" });
  });
export type QuizForm = z.infer<typeof quizForm>;

/** A quiz question's options: four, no E (the quiz is not an OMR sheet). */
export const quizLetters = ["A", "B", "C", "D"] as const;

/** A taker's answers, one per question in order (null: left out). */
export const answersBody = z.object({
  answers: z.array(z.enum(quizLetters).nullable()).min(QUIZ_QUESTIONS.min).max(QUIZ_QUESTIONS.max),
  /** The visitor's earlier take on this browser (./take-token.ts), handed back once they sign in. */
  earlier: z.string().max(200).optional(),
});

/** A correction of one answer of a day's quiz (issue 32): after takes, a key change that re-scores them. */
export const quizCorrection = z.object({
  id: idField,
  question: z.number("required").int("wholeNumber").min(1, "tooSmall").max(QUIZ_QUESTIONS.max, "tooLarge"),
  letter: z.enum(quizLetters, "required"),
});
export type QuizCorrection = z.infer<typeof quizCorrection>;
