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

/** The console menu of spec section 2, including the legacy paths the old menu linked to. */
export const consoleMenu: NavGroup[] = [
  {
    label: "coursesAdd",
    links: [
      { href: "/SI-Technical", label: "siTechnical" },
      { href: "/FingerPrint-Add", label: "siFingerPrint" },
      { href: "/Common-Add", label: "commonRecruitment" },
      { href: "/Tnusrb-Add", label: "tnusrb" },
      { href: "/Group-I-Add", label: "group1" },
      { href: "/Group2-Add", label: "group2" },
      { href: "/Group2A-Add", label: "group2a" },
      { href: "/Group4-Add", label: "group4" },
      { href: "/Faculty-Add", label: "faculty" },
    ],
  },
  {
    label: "coursesView",
    links: [
      { href: "/SITechnical-View", label: "siTechnical" },
      { href: "/FingerPrint-View", label: "siFingerPrint" },
      { href: "/Common-View", label: "commonRecruitment" },
      { href: "/Tnusrb-View", label: "tnusrb" },
      { href: "/Group-I-View", label: "group1" },
      { href: "/Group2-View", label: "group2" },
      { href: "/Group2A-View", label: "group2a" },
      { href: "/Group4-View", label: "group4" },
      { href: "/Faculty-View", label: "faculty" },
    ],
  },
  { label: "testSeries", links: [{ href: "/Test-Add", label: "add" }, { href: "/Test-View", label: "view" }] },
  { label: "achievement", links: [{ href: "/Achivers-Add", label: "add" }, { href: "/Achivers-View", label: "view" }] },
  {
    label: "student",
    links: [
      { href: "/Student", label: "add", adminOnly: true },
      { href: "/Student-Details", label: "studentList", adminOnly: true },
    ],
  },
  {
    label: "staff",
    links: [
      { href: "/Staff", label: "add", adminOnly: true },
      { href: "/Staff-View", label: "view", adminOnly: true },
    ],
  },
  {
    label: "account",
    links: [
      { href: "/Outbox", label: "outbox", adminOnly: true },
      { href: "/Admin-Register", label: "addAdmin", adminOnly: true },
    ],
  },
];
