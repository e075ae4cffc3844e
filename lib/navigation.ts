import { consolePaths } from "@/lib/console-paths";
import { addPath, documentCategories, viewPath } from "@/lib/documents/categories";
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
  { href: "/JointRecritment", label: "jointRecruitment" },
  { href: "/Si-Recruitment", label: "siTechnical" },
  { href: "/Si-FingerFrint", label: "siFingerPrint" },
  { href: "/Common", label: "commonRecruitment" },
];

export const commissionExams: NavLink[] = [
  { href: "/Group1", label: "group1" },
  { href: "/Group2", label: "group2" },
  { href: "/Group-2A", label: "group2a" },
  { href: "/Group4", label: "group4" },
];

export const courseGroups: NavGroup[] = [
  { label: "police", links: policeExams },
  { label: "commission", links: commissionExams },
];

export const aboutLinks: NavLink[] = [
  { href: "/About", label: "about" },
  { href: "/WhyAbout", label: "whyUs" },
  { href: "/Faculty", label: "faculty" },
  { href: "/Achivement", label: "achievement" },
];

export const loginLinks: NavLink[] = [
  { href: "/Admin-Login", label: "adminLogin" },
  { href: "/Staff-Login", label: "staffLogin" },
];

export const quickLinks: NavLink[] = [
  { href: "/Affairs", label: "currentAffairs" },
  { href: "/Eligibility", label: "eligibility" },
  { href: "/TNUSRB", label: "tnusrb" },
  { href: "/Student-Register", label: "admission" },
  { href: "/Student-Login", label: "testSeries" },
];

export const footerGroups: NavGroup[] = [
  { label: "commission", links: commissionExams },
  { label: "police", links: policeExams },
  { label: "institute", links: [{ href: "/", label: "home" }, { href: "/About", label: "about" }, { href: "/Achivement", label: "achievement" }, { href: "/Faculty", label: "faculty" }] },
  { label: "logins", links: [...loginLinks, { href: "/Student-Login", label: "testSeries" }] },
];

/** Pages the header search box can find, by their translated titles. */
export const searchablePages: NavLink[] = [
  { href: "/", label: "home" },
  ...commissionExams,
  ...policeExams,
  ...aboutLinks,
  ...quickLinks,
];

/** The console menu of spec section 2; the old menu's paths redirect to these (lib/console-paths.ts). */
export const consoleMenu: NavGroup[] = [
  // The ten syllabus categories come from their registry, in its order.
  { label: "coursesAdd", links: documentCategories.map((c) => ({ href: addPath(c.slug), label: c.label })) },
  { label: "coursesView", links: documentCategories.map((c) => ({ href: viewPath(c.slug), label: c.label })) },
  { label: "testSeries", links: [{ href: consolePaths.tests.add, label: "add" }, { href: consolePaths.tests.view, label: "view" }] },
  { label: "achievement", links: [{ href: consolePaths.achievers.add, label: "add" }, { href: consolePaths.achievers.view, label: "view" }] },
  {
    label: "student",
    links: [
      { href: consolePaths.students.add, label: "add", adminOnly: true },
      { href: consolePaths.students.view, label: "studentList", adminOnly: true },
      { href: consolePaths.students.payments, label: "payments", adminOnly: true },
    ],
  },
  {
    label: "staff",
    links: [
      { href: consolePaths.staff.add, label: "add", adminOnly: true },
      { href: consolePaths.staff.view, label: "view", adminOnly: true },
    ],
  },
  {
    label: "account",
    links: [
      { href: "/Outbox", label: "outbox", adminOnly: true },
      { href: "/Audit", label: "audit", adminOnly: true },
      { href: "/Admin-Register", label: "addAdmin", adminOnly: true },
    ],
  },
];
