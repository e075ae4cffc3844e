import { documentCategories } from "@/lib/documents/categories";
import { authRoutes, consoleRoutes, courseRoutes, examRoutes, portalRoutes, publicRoutes } from "@/lib/routes";
// Every menu of the site as data: the header, the phone drawer, the footer, the search box and
// the console menu all render from these lists. Labels are message keys under "nav".

export interface NavLink {
  href: string;
  label: string;
  /** Shown to admins only (the console menu). */
  adminOnly?: boolean;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

export const policeExams: NavLink[] = [
  { href: examRoutes.joint, label: "jointRecruitment" },
  { href: examRoutes.siTechnical, label: "siTechnical" },
  { href: examRoutes.siFingerPrint, label: "siFingerPrint" },
  { href: examRoutes.common, label: "commonRecruitment" },
];

export const commissionExams: NavLink[] = [
  { href: examRoutes.group1, label: "group1" },
  { href: examRoutes.group2, label: "group2" },
  { href: examRoutes.group2a, label: "group2a" },
  { href: examRoutes.group4, label: "group4" },
];

export const courseGroups: NavGroup[] = [
  { label: "police", links: policeExams },
  { label: "commission", links: commissionExams },
];

export const aboutLinks: NavLink[] = [
  { href: publicRoutes.about, label: "about" },
  { href: publicRoutes.whyUs, label: "whyUs" },
  { href: publicRoutes.faculty, label: "faculty" },
  { href: publicRoutes.achievement, label: "achievement" },
];

export const loginLinks: NavLink[] = [
  { href: authRoutes.adminLogin, label: "adminLogin" },
  { href: authRoutes.staffLogin, label: "staffLogin" },
];

/**
 * The students' papers. The portal itself sends a visitor without a student session to the login,
 * and the login back here, so a signed-in student never sees the login form again.
 */
export const testSeriesLink: NavLink = { href: portalRoutes.testSeries, label: "testSeries" };

export const quickLinks: NavLink[] = [
  { href: publicRoutes.affairs, label: "currentAffairs" },
  { href: publicRoutes.eligibility, label: "eligibility" },
  { href: examRoutes.tnusrb, label: "tnusrb" },
  { href: authRoutes.studentRegister, label: "admission" },
  testSeriesLink,
];

export const footerGroups: NavGroup[] = [
  { label: "commission", links: commissionExams },
  { label: "police", links: policeExams },
  {
    label: "institute",
    links: [
      { href: publicRoutes.home, label: "home" },
      { href: publicRoutes.about, label: "about" },
      { href: publicRoutes.achievement, label: "achievement" },
      { href: publicRoutes.faculty, label: "faculty" },
    ],
  },
  { label: "logins", links: [...loginLinks, testSeriesLink] },
];

/** Pages the header search box can find, by their translated titles. */
export const searchablePages: NavLink[] = [{ href: publicRoutes.home, label: "home" }, ...commissionExams, ...policeExams, ...aboutLinks, ...quickLinks];

/**
 * The console menu of spec section 2; the old menu's paths redirect to these screens (legacyRedirects
 * in lib/routes.ts). Each syllabus category is listed once, at its list, whose "Add new" opens its
 * add screen: the spec's Courses-Add and Courses-View menus were the same ten names twice.
 */
export const consoleMenu: NavGroup[] = [
  // The ten syllabus categories come from their registry, in its order.
  { label: "syllabusNotes", links: documentCategories.map((c) => ({ href: courseRoutes.view(c.slug), label: c.label })) },
  {
    label: "testSeries",
    links: [
      { href: consoleRoutes.tests.add, label: "add" },
      { href: consoleRoutes.tests.view, label: "view" },
    ],
  },
  {
    label: "mockTests",
    links: [
      { href: consoleRoutes.mockTests.add, label: "add" },
      { href: consoleRoutes.mockTests.view, label: "view" },
    ],
  },
  {
    label: "questionBank",
    links: [
      { href: consoleRoutes.questions.import, label: "importQuestions" },
      { href: consoleRoutes.questions.view, label: "view" },
      { href: consoleRoutes.quiz, label: "dailyQuiz" },
    ],
  },
  {
    label: "achievement",
    links: [
      { href: consoleRoutes.achievers.add, label: "add" },
      { href: consoleRoutes.achievers.view, label: "view" },
    ],
  },
  {
    label: "student",
    links: [
      { href: consoleRoutes.students.add, label: "add", adminOnly: true },
      { href: consoleRoutes.students.view, label: "studentList", adminOnly: true },
      { href: consoleRoutes.students.payments, label: "payments", adminOnly: true },
    ],
  },
  {
    label: "staff",
    links: [
      { href: consoleRoutes.staff.add, label: "add", adminOnly: true },
      { href: consoleRoutes.staff.view, label: "view", adminOnly: true },
    ],
  },
  {
    label: "account",
    links: [
      { href: consoleRoutes.outbox, label: "outbox", adminOnly: true },
      { href: consoleRoutes.audit, label: "audit", adminOnly: true },
      { href: authRoutes.adminRegister, label: "addAdmin", adminOnly: true },
    ],
  },
];
