import { institute } from "@/lib/config";

// The weekend test series of the year (spec: Saturday and Sunday test series 2025): one test a
// week, its topic taken in turn from the unit plan of that day. The downloadable schedule PDFs
// are drawn from this; an institute with its own schedule replaces the PDFs in public/.

export type SeriesDay = "saturday" | "sunday";
export interface Topic {
  ta: string;
  en: string;
}

const units: Record<SeriesDay, Topic[]> = {
  // Saturdays: TNPSC Group IV and Group II-A general studies, unit by unit.
  saturday: [
    { ta: "இந்திய வரலாறு – பண்டைய காலம்", en: "Indian history – ancient period" },
    { ta: "இந்திய வரலாறு – இடைக்காலம், நவீன காலம்", en: "Indian history – medieval and modern" },
    { ta: "இந்திய தேசிய இயக்கம்", en: "Indian national movement" },
    { ta: "தமிழ்நாட்டின் வரலாறு, பண்பாடு, மரபு", en: "History, culture and heritage of Tamil Nadu" },
    { ta: "இந்திய அரசியலமைப்பு", en: "Indian polity" },
    { ta: "இந்தியப் பொருளாதாரம்", en: "Indian economy" },
    { ta: "புவியியல்", en: "Geography" },
    { ta: "பொது அறிவியல் – இயற்பியல், வேதியியல்", en: "General science – physics and chemistry" },
    { ta: "பொது அறிவியல் – உயிரியல்", en: "General science – biology" },
    { ta: "தமிழ்நாட்டின் வளர்ச்சி நிர்வாகம்", en: "Development administration in Tamil Nadu" },
    { ta: "திறனறிதலும் மனக்கணக்கும்", en: "Aptitude and mental ability" },
    { ta: "நடப்பு நிகழ்வுகள்", en: "Current affairs" },
    { ta: "முழுப் பாடத்திட்ட மாதிரித் தேர்வு", en: "Full syllabus model test" },
  ],
  // Sundays: General Tamil (TNPSC) and the TNUSRB papers.
  sunday: [
    { ta: "பொதுத் தமிழ் – இலக்கணம்", en: "General Tamil – grammar" },
    { ta: "பொதுத் தமிழ் – இலக்கியம்", en: "General Tamil – literature" },
    { ta: "தமிழ் அறிஞர்களும் தமிழ்த் தொண்டும்", en: "Tamil scholars and their service" },
    { ta: "திருக்குறள்", en: "Thirukkural" },
    { ta: "காவல் தேர்வு – தமிழ்மொழித் தகுதித் தேர்வு", en: "Police exams – Tamil eligibility test" },
    { ta: "காவல் தேர்வு – பொது அறிவு", en: "Police exams – general knowledge" },
    { ta: "காவல் தேர்வு – உளவியல்", en: "Police exams – psychology" },
    { ta: "காவல் தேர்வு – எண் கணிதம், தர்க்க அறிவு", en: "Police exams – arithmetic and reasoning" },
    { ta: "உதவி ஆய்வாளர் தேர்வு – பகுதி அ", en: "Sub-Inspector exam – Part A" },
    { ta: "உதவி ஆய்வாளர் தேர்வு – பகுதி ஆ", en: "Sub-Inspector exam – Part B" },
    { ta: "நடப்பு நிகழ்வுகள்", en: "Current affairs" },
    { ta: "முழுப் பாடத்திட்ட மாதிரித் தேர்வு", en: "Full syllabus model test" },
  ],
};

export interface ScheduledTest {
  number: number;
  /** yyyy-mm-dd */
  date: string;
  topic: Topic;
}

/** Every Saturday (or Sunday) of the year, each with the next unit of its plan. */
export function seriesSchedule(day: SeriesDay, year: number = institute.testSeriesYear): ScheduledTest[] {
  const weekday = day === "saturday" ? 6 : 0;
  const tests: ScheduledTest[] = [];
  for (let date = new Date(Date.UTC(year, 0, 1)); date.getUTCFullYear() === year; date.setUTCDate(date.getUTCDate() + 1)) {
    if (date.getUTCDay() !== weekday) continue;
    const plan = units[day];
    tests.push({ number: tests.length + 1, date: date.toISOString().slice(0, 10), topic: plan[tests.length % plan.length] });
  }
  return tests;
}

/** Where the three static PDFs are served from, at the site root. */
export const staticPdfs = {
  saturday: `/Saturday-Test-Series-${institute.testSeriesYear}.pdf`,
  sunday: `/Sunday-Test-Series-${institute.testSeriesYear}.pdf`,
  omr: "/OMR-Sheet.pdf",
} as const;
