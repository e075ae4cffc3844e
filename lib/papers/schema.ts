import { z } from "@/lib/zod";
import { difficulties, MAX_EXPLANATION, MAX_OPTION, MAX_STEM, pools } from "@/lib/questions/schema";
import { paperLetters } from "./types";

// The review screen's forms (issue 35): one question corrected, and the settings of the whole paper.

const text = z
  .object({
    stem: z.string().max(MAX_STEM, "tooLong"),
    options: z.array(z.string().max(MAX_OPTION, "tooLong")).max(6),
    explanation: z.string().max(MAX_EXPLANATION, "tooLong"),
  })
  .nullable();

export const paperQuestionForm = z.object({
  index: z.number().int().min(0).max(2000),
  ta: text,
  en: text,
  answer: z.enum(paperLetters).nullable(),
  /** The question's own subject and topic (keys of lib/exams/syllabus.ts, checked with the row at confirm); null: the paper's. */
  subject: z.string().max(100).nullable().default(null),
  topic: z.string().max(100).nullable().default(null),
});

/** A picture taken off a question: the question's index and the picture's (an index into the paper's kept pictures). */
export const paperPictureForm = z.object({
  index: z.number().int().min(0).max(2000),
  picture: z.number().int().min(0).max(10_000),
});

export const paperSettingsForm = z.object({
  subject: z.string().min(1, "required").max(100),
  topic: z.string().min(1, "required").max(100),
  difficulty: z.enum(difficulties),
  pool: z.enum(pools),
  source: z.enum(["PREVIOUS_YEAR", "INSTITUTE"]),
  sourceYear: z.number().int().min(1950).max(2100).nullable(),
});
