import { examKeys } from "@/lib/exams/rules";
import { isSubject, syllabusOf } from "@/lib/exams/syllabus";
import { z } from "@/lib/zod";

// A student's practice set (issue 21): questions drawn from the bank by exam, subject or topic,
// timed or not, explained after each question or at the end; or the student's wrong answers again,
// or the revision due today (issue 36).
// Messages are keys under "practice.errors", then "form.errors".

export const PRACTICE_QUESTIONS = { min: 5, max: 100 } as const;
/** An untimed set stays open this long (then it is submitted for the student, as any sitting). */
export const UNTIMED_MINUTES = 7 * 24 * 60;

export const practiceForm = z
  .object({
    /** "wrong": the student's wrong answers again; "due": their revision due today; otherwise drawn from the bank. */
    from: z.enum(["bank", "wrong", "due"]),
    exam: z.enum(examKeys as [string, ...string[]], "required"),
    /** "" for every subject of the exam. */
    subject: z.string().max(40),
    topic: z.string().max(40),
    count: z.number("required").int("wholeNumber").min(PRACTICE_QUESTIONS.min, "tooSmall").max(PRACTICE_QUESTIONS.max, "tooLarge"),
    /** 0: untimed. */
    minutes: z.number("required").int("wholeNumber").min(0, "tooSmall").max(300, "tooLarge"),
    explainEach: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.subject && !(isSubject(v.subject) && syllabusOf[v.exam as keyof typeof syllabusOf].includes(v.subject))) ctx.addIssue({ code: "custom", path: ["subject"], message: "notInExam" });
  });
export type PracticeForm = z.infer<typeof practiceForm>;

/** A practice set's check: the question whose answer is locked and explained. */
export const checkBody = z.object({ question: z.number().int().min(1).max(1000) });
