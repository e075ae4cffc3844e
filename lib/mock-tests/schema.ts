import { institute } from "@/lib/config";
import { parseId } from "@/lib/db/id";
import { departmentsOf, examTypes, testDepartments } from "@/lib/records/schemas";
import { textField, z } from "@/lib/zod";
import { parsePageStarts } from "./pages";
import { formatKey, parseKey, type KeyEntry, type OptionSet } from "./key";
import { sectionProblem, type Section } from "./scoring";

// The console's mock-test form (issue 18), shared by the browser (zodResolver) and the server
// action. Values stay as the form holds them (marks as decimals, times as datetime-local text in
// IST, the key as typed); `toMockTestInput` turns them into what the database stores. Message keys
// are looked up under "mockConsole.errors", then "form.errors".

export const optionSetNames = ["AD", "AE"] as const satisfies readonly OptionSet[];
export const MAX_QUESTIONS = 300;

const count = (max: number) => z.number("required").int("wholeNumber").min(1, "tooSmall").max(max, "tooLarge");
/** Marks as staff type them (1.5, 0.33): at most two decimals, since they are stored in hundredths. */
const marks = (min: number) =>
  z
    .number("required")
    .min(min, "tooSmall")
    .max(100, "tooLarge")
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "twoDecimals");
/** A datetime-local value ("2026-11-29T10:00"), read in the institute's time zone. */
const localTime = z.string("required").regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "date");
/** A test-series post chosen in the form: an id that can exist (lib/db/id.ts). */
const postId = z.string("required").refine((v) => parseId(v) !== null, "required");
/** The question paper's choice that means "questions from the bank" (issue 21) instead of a PDF. */
export const BANK = "bank";

/**
 * Bank question numbers as staff type or paste them: "12, 15 20-25" (a range counts each number).
 * Null when something is not a number, a range runs backwards, a number repeats or there are too many.
 */
export function parseQuestionIds(text: string, max = MAX_QUESTIONS): number[] | null {
  const ids: number[] = [];
  for (const part of text.split(/[\s,;]+/).filter(Boolean)) {
    const range = /^(\d{1,9})(?:[-–](\d{1,9}))?$/.exec(part);
    if (!range) return null;
    const [from, to] = [Number(range[1]), Number(range[2] ?? range[1])];
    if (from < 1 || to < from || ids.length + to - from + 1 > max) return null;
    for (let id = from; id <= to; id++) ids.push(id);
  }
  return new Set(ids).size === ids.length ? ids : null;
}

export const sectionRow = z.object({ from: count(MAX_QUESTIONS), to: count(MAX_QUESTIONS), name: textField(100) });

export const mockTestForm = z
  .object({
    titleTa: textField(200),
    titleEn: textField(200),
    examType: z.enum(examTypes, "required"),
    department: z.enum(testDepartments, "required"),
    questionPostId: z.union([z.literal(BANK), postId]),
    answerPostId: z.union([z.literal(""), postId]),
    opensAt: localTime,
    closesAt: localTime,
    minutes: count(24 * 60),
    questions: count(MAX_QUESTIONS),
    options: z.enum(optionSetNames, "required"),
    correct: marks(0.01),
    wrong: marks(0),
    sections: z.array(sectionRow).max(50, "tooLong"),
    objectionsUntil: z.union([z.literal(""), localTime]),
    key: z.string().max(5000, "tooLong"),
    /** The bank questions in order, when questionPostId is BANK; their answers are the key. */
    bankQuestions: z.string().max(5000, "tooLong"),
    /** A PDF test's first question of each page (parsePageStarts). */
    pageStarts: z.string().max(3000, "tooLong"),
  })
  .superRefine((v, ctx) => {
    if (!departmentsOf[v.examType].includes(v.department)) ctx.addIssue({ code: "custom", path: ["department"], message: "departmentMismatch" });
    if (v.closesAt <= v.opensAt) ctx.addIssue({ code: "custom", path: ["closesAt"], message: "closesBeforeOpens" });
    if (v.objectionsUntil && v.objectionsUntil < v.closesAt) ctx.addIssue({ code: "custom", path: ["objectionsUntil"], message: "objectionsBeforeClose" });
    const row = sectionProblem(v.sections, v.questions);
    if (row !== null) ctx.addIssue({ code: "custom", path: ["sections", row - 1, "from"], message: "sectionRow" });
    if (v.questionPostId === BANK) {
      const ids = parseQuestionIds(v.bankQuestions);
      if (!ids || ids.length === 0) ctx.addIssue({ code: "custom", path: ["bankQuestions"], message: "bankQuestionsInvalid" });
      else if (ids.length !== v.questions) ctx.addIssue({ code: "custom", path: ["bankQuestions"], message: "bankQuestionsCount" });
    } else {
      if (!parseKey(v.key, v.questions, v.options).ok) ctx.addIssue({ code: "custom", path: ["key"], message: "keyInvalid" });
      if (parsePageStarts(v.pageStarts, v.questions) === null) ctx.addIssue({ code: "custom", path: ["pageStarts"], message: "pageStartsInvalid" });
    }
  });
export type MockTestForm = z.infer<typeof mockTestForm>;

/** What the service stores: marks in hundredths, instants, the parsed key. */
export interface MockTestInput {
  titleTa: string;
  titleEn: string;
  examType: MockTestForm["examType"];
  department: MockTestForm["department"];
  /** Null for a test made of bank questions. */
  questionPostId: number | null;
  /** The bank questions in order (null for a PDF test). */
  bankQuestionIds: number[] | null;
  answerPostId: number | null;
  opensAt: Date;
  closesAt: Date;
  minutes: number;
  questions: number;
  options: OptionSet;
  correct: number;
  wrong: number;
  sections: Section[];
  objectionsUntil: Date | null;
  /** A PDF test's first question of each page; empty for a bank test or when not given. */
  pageStarts: number[];
  /** Empty for a bank test until the authoring service reads the questions' answers. */
  answerKey: KeyEntry[];
}

/** The form's values as stored; call only on values the schema accepted (the key then parses). */
export function toMockTestInput({ key, bankQuestions, pageStarts, ...v }: MockTestForm): MockTestInput {
  const bank = v.questionPostId === BANK;
  const parsed: ReturnType<typeof parseKey> = bank ? { ok: true, key: [] } : parseKey(key, v.questions, v.options);
  if (!parsed.ok) throw new Error("toMockTestInput: the key does not parse");
  return {
    ...v,
    questionPostId: bank ? null : parseId(v.questionPostId),
    bankQuestionIds: bank ? parseQuestionIds(bankQuestions) : null,
    answerPostId: v.answerPostId ? parseId(v.answerPostId) : null,
    opensAt: fromIstInput(v.opensAt),
    closesAt: fromIstInput(v.closesAt),
    correct: Math.round(v.correct * 100),
    wrong: Math.round(v.wrong * 100),
    objectionsUntil: v.objectionsUntil ? fromIstInput(v.objectionsUntil) : null,
    pageStarts: bank ? [] : (parsePageStarts(pageStarts, v.questions) ?? []),
    answerKey: parsed.key,
  };
}

/** A stored test as the form edits it. */
export function toMockTestForm({ answerKey, bankQuestionIds, pageStarts, ...t }: MockTestInput): MockTestForm {
  return {
    ...t,
    pageStarts: pageStarts.join(", "),
    questionPostId: t.questionPostId === null ? BANK : String(t.questionPostId),
    bankQuestions: bankQuestionIds ? bankQuestionIds.join(", ") : "",
    answerPostId: t.answerPostId ? String(t.answerPostId) : "",
    opensAt: toIstInput(t.opensAt),
    closesAt: toIstInput(t.closesAt),
    correct: t.correct / 100,
    wrong: t.wrong / 100,
    objectionsUntil: t.objectionsUntil ? toIstInput(t.objectionsUntil) : "",
    key: bankQuestionIds ? "" : formatKey(answerKey),
  };
}

/** Minutes the institute's clock is ahead of UTC at that instant (IST: 330, all year). */
function offsetMinutes(at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: institute.timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  return (Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000;
}

/** A datetime-local value typed in the institute's time zone, as an instant. */
export function fromIstInput(value: string): Date {
  const asUtc = new Date(`${value}:00Z`);
  return new Date(asUtc.getTime() - offsetMinutes(asUtc) * 60_000);
}

/** An instant as a datetime-local value in the institute's time zone. */
export function toIstInput(at: Date): string {
  return new Date(at.getTime() + offsetMinutes(at) * 60_000).toISOString().slice(0, 16);
}
