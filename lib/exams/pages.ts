import { examRoutes } from "@/lib/routes";
import { exams, type ExamKey } from "./rules";

// What each exam page says, section by section. Keys are messages under "examPages.<page>"
// ("@" = under "examPages.shared"); numbers come from `facts` and from the age rules, so a
// figure is written once and both languages show the same one.

export type Cell = number | { minutes: number } | { key: string } | null;
export type Block =
  { text: string } | { list: string[] } | { table: { columns: string[]; rows: { label: string; cells: Cell[] }[] } } | { ageTable: true } | { reservation: true } | { examLinks: ExamKey[] };
export interface Section {
  id: string;
  blocks: Block[];
}
export interface ExamPage {
  /** The exam whose age rule, syllabus cards and eligibility apply; null for the board's own page. */
  exam: ExamKey | null;
  facts: Record<string, number>;
  /** Sections numbered 1, 2, 3… as the old Joint and Common Recruitment pages were. */
  numbered?: boolean;
  sections: Section[];
}

const pattern = ["stage", "questions", "marks", "duration"];
const heights = ["group", "men", "womenTransgender"];
const marksSplit = ["part", "open", "departmental"];

/**
 * The message key (under "examPages") of a section id on a page, or of a word in a section:
 * "@x" is shared by several pages ("shared.x"), any other belongs to the page or section.
 */
export const messageKey = (base: string, key: string) => (key.startsWith("@") ? `shared.${key.slice(1)}` : `${base}.${key}`);

/** The Joint Recruitment's heights, chest and endurance (spec section 9), which Common Recruitment takes "as above". */
const policeStandardFacts = {
  chest: 81,
  chestExpansion: 5,
  menRun: 1500,
  menMinutes: 7,
  womenRun: 400,
  womenMinutes: 2,
  womenSeconds: 30,
  exServicemenMinutes: 8,
};

/** Minimum heights in cm, as [men, women and transgender]: for all communities but SC, SC(A) and ST, then for those. */
const heightTable = (general: number[], reserved: number[]): Block => ({
  table: {
    columns: heights,
    rows: [
      { label: "@physical.heightGeneral", cells: general },
      { label: "@physical.heightReserved", cells: reserved },
    ],
  },
});

/** Those standards as the Joint and Common pages show them, then each page's own efficiency test ("pet"). */
const policeStandards: Block[] = [
  { text: "@physical.intro" },
  heightTable([170, 159], [167, 157]),
  { list: ["@physical.chest", "@physical.endurance", "@physical.enduranceExServicemen", "pet"] },
];

/** The Sub-Inspector's shared facts (spec section 9: Joint Recruitment, SI pages). */
const subInspectorFacts = {
  tamilQuestions: 100,
  tamilMinutes: 100,
  tamilPass: 40,
  pstm: 20,
  departmentalQuota: 20,
  serviceYears: 5,
  sportsQuota: 10,
  wardsQuota: 10,
  sports: 16,
  certificateYears: 5,
  fee: 500,
  feeBoth: 1000,
};

/** The SI Technical and SI Finger Print pages say the same things; only their facts differ. */
const subInspectorSections: Section[] = [
  { id: "overview", blocks: [{ text: "body" }] },
  { id: "age", blocks: [{ ageTable: true }] },
  { id: "@reservation", blocks: [{ reservation: true }] },
  { id: "quotas", blocks: [{ text: "body" }] },
  { id: "exams", blocks: [{ list: ["tamilTest", "main"] }] },
  {
    id: "@siPhysical",
    blocks: [{ text: "@physical.intro" }, heightTable([163, 154], [160, 152]), { list: ["chest", "ratio"] }],
  },
  { id: "selection", blocks: [{ list: ["certificates", "viva", "education", "special", "pstm"] }] },
  { id: "@fee", blocks: [{ text: "body" }] },
];

export const examPages = {
  group1: {
    exam: "group1",
    facts: { prelimsQuestions: 200, prelimsMarks: 300, mainPapers: 3, mainMarks: 300, interviewMarks: 120, minAge: 21, maxReserved: 35, maxOthers: 30, lawReserved: 36, lawOthers: 31 },
    sections: [
      { id: "overview", blocks: [{ text: "body" }] },
      { id: "postings", blocks: [{ text: "intro" }, { list: ["deputyCollector", "dsp", "assistantCommissioner", "districtRegistrar", "rdo", "employmentOfficer"] }] },
      { id: "qualification", blocks: [{ text: "body" }] },
      { id: "selection", blocks: [{ list: ["prelims", "main", "interview"] }] },
      { id: "age", blocks: [{ ageTable: true }, { text: "law" }] },
      {
        id: "pattern",
        blocks: [
          {
            table: {
              columns: pattern,
              rows: [
                { label: "prelims", cells: [200, 300, { minutes: 180 }] },
                { label: "mainPaper1", cells: [null, 300, { minutes: 180 }] },
                { label: "mainPaper2", cells: [null, 300, { minutes: 180 }] },
                { label: "mainPaper3", cells: [null, 300, { minutes: 180 }] },
                { label: "interview", cells: [null, 120, null] },
              ],
            },
          },
          { text: "note" },
        ],
      },
    ],
  },
  group2: {
    exam: "group2",
    facts: { minAge: 18, maxAge: 32, interviewMarks: 40 },
    sections: [
      { id: "overview", blocks: [{ text: "body" }] },
      { id: "postings", blocks: [{ text: "intro" }, { list: ["subRegistrar", "municipalCommissioner", "probationOfficer", "assistantInspector"] }] },
      { id: "qualification", blocks: [{ text: "body" }] },
      { id: "selection", blocks: [{ list: ["prelims", "main", "interview"] }] },
      { id: "age", blocks: [{ ageTable: true }] },
      {
        id: "pattern",
        blocks: [
          {
            table: {
              columns: pattern,
              rows: [
                { label: "prelims", cells: [null, 300, { minutes: 90 }] },
                { label: "mainPaper1", cells: [null, 300, { minutes: 90 }] },
                { label: "mainPaper2", cells: [null, 300, { minutes: 180 }] },
                { label: "interview", cells: [null, 40, null] },
              ],
            },
          },
        ],
      },
    ],
  },
  group2a: {
    exam: "group2a",
    facts: { minAge: 18, maxAge: 60 },
    sections: [
      { id: "overview", blocks: [{ text: "body" }] },
      { id: "postings", blocks: [{ list: ["assistantSecretariat", "assistantDepartments", "auditor"] }] },
      { id: "qualification", blocks: [{ text: "body" }] },
      { id: "age", blocks: [{ ageTable: true }] },
      // Non-interview posts: the spec's third stage ("oral") is the counselling that allots the posts (README).
      { id: "stages", blocks: [{ list: ["prelims", "main", "counselling"] }] },
    ],
  },
  group4: {
    exam: "group4",
    facts: { minAge: 18, maxAge: 42 },
    sections: [
      { id: "overview", blocks: [{ text: "body" }] },
      { id: "postings", blocks: [{ list: ["vao", "juniorAssistant", "typist", "stenoTypist", "billCollector", "fieldSurveyor"] }] },
      { id: "qualification", blocks: [{ text: "body" }] },
      { id: "selection", blocks: [{ list: ["written", "certificates"] }] },
      { id: "age", blocks: [{ ageTable: true }] },
      { id: "pattern", blocks: [{ table: { columns: pattern, rows: [{ label: "written", cells: [null, null, { minutes: 180 }] }] } }, { text: "note" }] },
    ],
  },
  joint: {
    exam: "joint",
    facts: {
      ...subInspectorFacts,
      ...policeStandardFacts,
      writtenOpen: 70,
      writtenDepartmental: 85,
      pet: 15,
      viva: 10,
      special: 5,
      total: 100,
      partAMarks: 40,
      partAQuestions: 80,
      partBMarks: 30,
      partBQuestions: 60,
      openPass: 25,
      departmentalPass: 30,
      openHours: 2.5,
      departmentalHours: 3,
      depPartAMarks: 15,
      depPartAQuestions: 30,
      depPartBMarks: 70,
      depPartBQuestions: 140,
      vivaRatio: 2,
      nccMarks: 2,
      nssMarks: 1,
      sportsMarks: 2,
    },
    numbered: true,
    sections: [
      { id: "qualification", blocks: [{ text: "body" }] },
      { id: "age", blocks: [{ ageTable: true }] },
      { id: "@reservation", blocks: [{ reservation: true }] },
      { id: "quotas", blocks: [{ list: ["departmental", "sports", "wards"] }] },
      { id: "@pstm", blocks: [{ text: "body" }] },
      { id: "concessions", blocks: [{ list: ["age", "height", "endurance"] }] },
      { id: "@transgender", blocks: [{ text: "body" }] },
      {
        id: "marks",
        blocks: [
          {
            table: {
              columns: marksSplit,
              rows: [
                { label: "written", cells: [70, 85] },
                { label: "pet", cells: [15, { key: "exempted" }] },
                { label: "viva", cells: [10, 10] },
                { label: "special", cells: [5, 5] },
                { label: "total", cells: [100, 100] },
              ],
            },
          },
        ],
      },
      { id: "openStages", blocks: [{ list: ["tamilTest", "written", "partA", "partB", "physical", "viva"] }] },
      { id: "departmentalStages", blocks: [{ list: ["tamilTest", "written", "parts", "viva"] }] },
      { id: "physical", blocks: policeStandards },
      { id: "viva", blocks: [{ text: "body" }] },
      { id: "special", blocks: [{ list: ["ncc", "nss", "sports", "medals"] }] },
      { id: "@selectionList", blocks: [{ text: "body" }] },
      { id: "medical", blocks: [{ text: "body" }] },
      { id: "@fee", blocks: [{ text: "body" }] },
    ],
  },
  siTechnical: {
    exam: "siTechnical",
    facts: {
      ...subInspectorFacts,
      siChest: 80,
      siChestExpanded: 85,
      questions: 160,
      marks: 80,
      pass: 28,
      callRatio: 5,
      vivaRatio: 3,
      viva: 10,
      extraEducation: 5,
      special: 5,
      certificateRatio: 5,
    },
    sections: subInspectorSections,
  },
  siFingerPrint: {
    exam: "siFingerPrint",
    facts: {
      ...subInspectorFacts,
      siChest: 80,
      siChestExpanded: 85,
      questions: 170,
      marks: 85,
      pass: 30,
      minutes: 180,
      callRatio: 2,
      vivaRatio: 3,
      viva: 10,
      extraEducation: 5,
      special: 5,
      certificateRatio: 5,
    },
    sections: subInspectorSections,
  },
  common: {
    exam: "common",
    facts: {
      minAge: 18,
      written: 70,
      pet: 24,
      special: 6,
      total: 100,
      tamilQuestions: 80,
      tamilMinutes: 80,
      tamilPass: 40,
      gk: 45,
      psychology: 25,
      pass: 25,
      mainMinutes: 80,
      oneStar: 4,
      twoStars: 8,
      specialEach: 2,
      exServicemen: 5,
      widows: 3,
      pstm: 20,
      fee: 250,
      ...policeStandardFacts,
    },
    numbered: true,
    sections: [
      { id: "qualification", blocks: [{ text: "body" }] },
      { id: "age", blocks: [{ ageTable: true }] },
      { id: "@reservation", blocks: [{ reservation: true }] },
      { id: "sports", blocks: [{ text: "body" }] },
      { id: "exServicemen", blocks: [{ text: "body" }] },
      { id: "widows", blocks: [{ text: "body" }] },
      { id: "@pstm", blocks: [{ text: "body" }] },
      { id: "@transgender", blocks: [{ text: "body" }] },
      {
        id: "marks",
        blocks: [
          {
            table: {
              columns: ["part", "marks"],
              rows: [
                { label: "written", cells: [70] },
                { label: "pet", cells: [24] },
                { label: "special", cells: [6] },
                { label: "total", cells: [100] },
              ],
            },
          },
        ],
      },
      { id: "written", blocks: [{ list: ["tamilTest", "main"] }] },
      { id: "physical", blocks: policeStandards },
      { id: "certificates", blocks: [{ text: "body" }] },
      { id: "special", blocks: [{ text: "body" }] },
      { id: "@selectionList", blocks: [{ text: "body" }] },
      { id: "fee", blocks: [{ text: "body" }] },
    ],
  },
  tnusrb: {
    exam: null,
    facts: {},
    sections: [
      { id: "overview", blocks: [{ text: "body" }] },
      { id: "recruitments", blocks: [{ examLinks: ["joint", "siTechnical", "siFingerPrint", "common"] }] },
      { id: "stages", blocks: [{ text: "body" }] },
    ],
  },
} as const satisfies Record<string, ExamPage>;

export type ExamPageKey = keyof typeof examPages;

/** The path and syllabus category of a page: the exam's, or the board's own. */
export function pageInfo(key: ExamPageKey): { path: string; category: string; label: string } {
  const page = examPages[key];
  if (page.exam) return exams[page.exam];
  return { path: examRoutes.tnusrb, category: "tnusrbs", label: "tnusrb" };
}
