import { communities } from "@/lib/students/communities";
import type { CategorySlug } from "@/lib/documents/categories";
import { examRoutes } from "@/lib/routes";

// The exam facts of spec section 9 as data: age limits and their relaxations, qualifications,
// reservation shares. Exam pages, the home page's eligibility table and the eligibility checker
// all read them from here; the words around them live in messages/.

export type Community = (typeof communities)[number];
export type Body = "TNPSC" | "TNUSRB";
/** Levels of education, lowest first. "law" is a degree in law (BL), which Group I rewards. */
export const qualifications = ["belowTenth", "tenth", "twelfth", "degree", "law"] as const;
export type Qualification = (typeof qualifications)[number];

export interface AgeRule {
  /** Youngest age allowed on the cut-off date. */
  min: number;
  /** Oldest age allowed on the cut-off date, by community. */
  max: Record<Community, number>;
  /** Upper limits of special categories; the highest limit that applies is used. */
  transgender?: number;
  destituteWidow?: number;
  exServiceman?: number;
  departmental?: number;
  /** Years added to the upper limit for holders of a law degree (Group I: 36/31). */
  lawDegree?: number;
}

export interface ExamInfo {
  path: string;
  /** Whose syllabus cards the page shows. */
  category: CategorySlug;
  body: Body;
  /** Nav label key (messages "nav"). */
  label: string;
  qualification: Qualification;
  age: AgeRule;
}

const byCommunity = (others: number, backward: number, scheduled: number): Record<Community, number> => ({
  OC: others,
  BC: backward,
  BCM: backward,
  MBC: backward,
  SC: scheduled,
  SCA: scheduled,
  ST: scheduled,
});
const flat = (max: number) => byCommunity(max, max, max);

/** Sub-Inspector recruitments (Joint, Technical, Finger Print): 20 to 30 on 1 July, with relaxations. */
const subInspectorAge: AgeRule = { min: 20, max: byCommunity(30, 32, 35), transgender: 35, destituteWidow: 37, exServiceman: 47, departmental: 47 };

export const exams = {
  group1: { path: examRoutes.group1, category: "group1", body: "TNPSC", label: "group1", qualification: "degree", age: { min: 21, max: byCommunity(30, 35, 35), lawDegree: 1 } },
  group2: { path: examRoutes.group2, category: "group2", body: "TNPSC", label: "group2", qualification: "degree", age: { min: 18, max: flat(32) } },
  group2a: { path: examRoutes.group2a, category: "group2A", body: "TNPSC", label: "group2a", qualification: "degree", age: { min: 18, max: flat(60) } },
  group4: { path: examRoutes.group4, category: "group4", body: "TNPSC", label: "group4", qualification: "tenth", age: { min: 18, max: flat(42) } },
  joint: { path: examRoutes.joint, category: "join", body: "TNUSRB", label: "jointRecruitment", qualification: "degree", age: subInspectorAge },
  siTechnical: { path: examRoutes.siTechnical, category: "technical", body: "TNUSRB", label: "siTechnical", qualification: "degree", age: subInspectorAge },
  siFingerPrint: { path: examRoutes.siFingerPrint, category: "fingerprints", body: "TNUSRB", label: "siFingerPrint", qualification: "degree", age: subInspectorAge },
  common: {
    path: examRoutes.common,
    category: "common",
    body: "TNUSRB",
    label: "commonRecruitment",
    qualification: "tenth",
    age: { min: 18, max: byCommunity(26, 28, 31), transgender: 31, destituteWidow: 37, exServiceman: 47 },
  },
} as const satisfies Record<string, ExamInfo>;

export type ExamKey = keyof typeof exams;
export const examKeys = Object.keys(exams) as ExamKey[];

/** Communal reservation in Tamil Nadu (percent of posts), the same for both bodies. */
export const reservation: Record<Community, number> = { OC: 31, BC: 26.5, BCM: 3.5, MBC: 20, SC: 15, SCA: 3, ST: 1 };

/** The home page's eligibility table (spec: postName, minAge, maxAgeSCST, maxAgeOthers, qualification). */
export const eligibilityTable = (["deputyCollector", "dsp", "assistantCommissioner", "districtRegistrar"] as const).map((post) => ({
  post,
  minAge: exams.group1.age.min,
  maxAgeReserved: exams.group1.age.max.SC,
  maxAgeOthers: exams.group1.age.max.OC,
  qualification: exams.group1.qualification,
}));
