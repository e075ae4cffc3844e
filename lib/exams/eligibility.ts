import { institute } from "@/lib/config";
import { exams, examKeys, qualifications, type Community, type ExamKey, type Qualification } from "./rules";

// The eligibility checker: for a candidate, each exam of the site says eligible or not, the age
// on the cut-off date, the age limits that apply and which rule set the upper one. Pure, so the
// browser runs it and the unit tests pin every community and relaxation rule.

export type Gender = "male" | "female" | "transgender";

export interface Candidate {
  /** Date of birth, yyyy-mm-dd. */
  dob: string;
  community: Community;
  gender: Gender;
  destituteWidow: boolean;
  exServiceman: boolean;
  /** Serving in the police (or fire service) and applying under the departmental quota. */
  departmental: boolean;
  qualification: Qualification;
  /** Year of the notification, whose cut-off date counts. */
  year: number;
}

export type Basis = "community" | "transgender" | "destituteWidow" | "exServiceman" | "departmental" | "lawDegree";
export type Problem = "tooYoung" | "tooOld" | "qualification";

export interface Verdict {
  exam: ExamKey;
  eligible: boolean;
  /** Completed years on the cut-off date. */
  age: number;
  cutOff: string;
  minAge: number;
  maxAge: number;
  basis: Basis;
  problems: Problem[];
}

/** Completed years between a yyyy-mm-dd birth date and a yyyy-mm-dd day. */
export function ageOn(dob: string, day: string): number {
  const [by, bm, bd] = dob.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const pad = (n: number) => String(n).padStart(2, "0");

export function checkExam(candidate: Candidate, key: ExamKey): Verdict {
  const exam = exams[key];
  const rule = exam.age as (typeof exams)[ExamKey]["age"] & { transgender?: number; destituteWidow?: number; exServiceman?: number; departmental?: number; lawDegree?: number };
  const { month, day } = institute.ageCutOff[exam.body];
  const cutOff = `${candidate.year}-${pad(month)}-${pad(day)}`;
  const age = ageOn(candidate.dob, cutOff);

  // Every limit the candidate qualifies for; the highest one applies.
  const limits: [Basis, number][] = [["community", rule.max[candidate.community]]];
  if (candidate.gender === "transgender" && rule.transgender) limits.push(["transgender", rule.transgender]);
  if (candidate.destituteWidow && candidate.gender === "female" && rule.destituteWidow) limits.push(["destituteWidow", rule.destituteWidow]);
  if (candidate.exServiceman && rule.exServiceman) limits.push(["exServiceman", rule.exServiceman]);
  if (candidate.departmental && rule.departmental) limits.push(["departmental", rule.departmental]);
  if (candidate.qualification === "law" && rule.lawDegree) limits.push(["lawDegree", rule.max[candidate.community] + rule.lawDegree]);
  const [basis, maxAge] = limits.reduce((best, next) => (next[1] > best[1] ? next : best));

  const problems: Problem[] = [];
  if (age < rule.min) problems.push("tooYoung");
  if (age > maxAge) problems.push("tooOld");
  if (qualifications.indexOf(candidate.qualification) < qualifications.indexOf(exam.qualification)) problems.push("qualification");
  return { exam: key, eligible: problems.length === 0, age, cutOff, minAge: rule.min, maxAge, basis, problems };
}

export function checkEligibility(candidate: Candidate): Verdict[] {
  return examKeys.map((key) => checkExam(candidate, key));
}
