import { legacyDocumentRedirects } from "./documents/categories";
// The console screens besides the syllabus categories, and the old console paths that lead to
// them. Plain data only: next.config.ts imports it to build the redirects.

export const consolePaths = {
  achievers: { view: "/Achievers", add: "/Achievers/Add" },
  tests: { view: "/Test-Papers", add: "/Test-Papers/Add" },
  staff: { view: "/Staff-Members", add: "/Staff-Members/Add" },
  students: { view: "/Students", add: "/Students/Add", payments: "/Payments" },
} as const;

const legacy: { from: string; to: string }[] = [
  { from: "/Achivers-Add", to: consolePaths.achievers.add },
  { from: "/Achivers-View", to: consolePaths.achievers.view },
  { from: "/Test-Add", to: consolePaths.tests.add },
  { from: "/Test-View", to: consolePaths.tests.view },
  { from: "/Staff", to: consolePaths.staff.add },
  { from: "/Staff-View", to: consolePaths.staff.view },
  { from: "/Student", to: consolePaths.students.add },
  { from: "/Student-Details", to: consolePaths.students.view },
];

/** Every old console path of the spec → the screen that replaced it (/SI-Technical is a page of its own). */
export function legacyRedirects(): { from: string; to: string }[] {
  return [...legacyDocumentRedirects(), ...legacy];
}
