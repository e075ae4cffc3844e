import type { ExamKey } from "./rules";

// The fixed syllabus list of the question bank (issue 21): subjects and their topics, and which
// subjects each exam's papers hold. A question names one subject and one topic by key; the
// spreadsheet import also takes the English or Tamil name. A new topic is one line here.

export interface Named {
  ta: string;
  en: string;
}
interface Subject extends Named {
  topics: Record<string, Named>;
}

export const subjects = {
  history: {
    ta: "வரலாறு",
    en: "History",
    topics: {
      ancient: { ta: "பண்டைய இந்தியா", en: "Ancient India" },
      medieval: { ta: "இடைக்கால இந்தியா", en: "Medieval India" },
      modern: { ta: "நவீன இந்தியா", en: "Modern India" },
      freedom: { ta: "இந்திய தேசிய இயக்கம்", en: "Indian national movement" },
      tamilnadu: { ta: "தமிழ்நாட்டின் வரலாறு, பண்பாடு", en: "History and culture of Tamil Nadu" },
    },
  },
  polity: {
    ta: "இந்திய அரசியலமைப்பு",
    en: "Indian polity",
    topics: {
      constitution: { ta: "அரசியலமைப்பு", en: "Constitution" },
      government: { ta: "மத்திய, மாநில அரசுகள்", en: "Union and state governments" },
      local: { ta: "உள்ளாட்சி", en: "Local government" },
      rights: { ta: "அடிப்படை உரிமைகள், கடமைகள்", en: "Fundamental rights and duties" },
    },
  },
  economy: {
    ta: "இந்தியப் பொருளாதாரம்",
    en: "Indian economy",
    topics: {
      planning: { ta: "திட்டமிடல், வளர்ச்சி", en: "Planning and growth" },
      finance: { ta: "நிதி, வங்கி, வரி", en: "Finance, banking and tax" },
      welfare: { ta: "நலத் திட்டங்கள்", en: "Welfare schemes" },
    },
  },
  geography: {
    ta: "புவியியல்",
    en: "Geography",
    topics: {
      india: { ta: "இந்தியப் புவியியல்", en: "Geography of India" },
      tamilnadu: { ta: "தமிழ்நாட்டின் புவியியல்", en: "Geography of Tamil Nadu" },
      environment: { ta: "சுற்றுச்சூழல்", en: "Environment" },
    },
  },
  science: {
    ta: "பொது அறிவியல்",
    en: "General science",
    topics: {
      physics: { ta: "இயற்பியல்", en: "Physics" },
      chemistry: { ta: "வேதியியல்", en: "Chemistry" },
      biology: { ta: "உயிரியல்", en: "Biology" },
    },
  },
  administration: {
    ta: "தமிழ்நாட்டின் வளர்ச்சி நிர்வாகம்",
    en: "Development administration in Tamil Nadu",
    topics: {
      schemes: { ta: "மாநில நலத் திட்டங்கள்", en: "State welfare schemes" },
      social: { ta: "சமூக நீதி, சமூக நல்லிணக்கம்", en: "Social justice and harmony" },
    },
  },
  aptitude: {
    ta: "திறனறிதலும் மனக்கணக்கும்",
    en: "Aptitude and mental ability",
    topics: {
      arithmetic: { ta: "எண் கணிதம்", en: "Arithmetic" },
      reasoning: { ta: "தர்க்க அறிவு", en: "Reasoning" },
    },
  },
  tamil: {
    ta: "பொதுத் தமிழ்",
    en: "General Tamil",
    topics: {
      grammar: { ta: "இலக்கணம்", en: "Grammar" },
      literature: { ta: "இலக்கியம்", en: "Literature" },
      scholars: { ta: "தமிழ் அறிஞர்கள்", en: "Tamil scholars" },
      kural: { ta: "திருக்குறள்", en: "Thirukkural" },
    },
  },
  currentAffairs: {
    ta: "நடப்பு நிகழ்வுகள்",
    en: "Current affairs",
    topics: {
      tamilnadu: { ta: "தமிழ்நாடு", en: "Tamil Nadu" },
      india: { ta: "இந்தியா", en: "India" },
      world: { ta: "உலகம்", en: "World" },
      sports: { ta: "விளையாட்டு", en: "Sports" },
      science: { ta: "அறிவியல், தொழில்நுட்பம்", en: "Science and technology" },
    },
  },
  psychology: {
    ta: "உளவியல்",
    en: "Psychology",
    topics: {
      communication: { ta: "தொடர்புத் திறன்", en: "Communication skills" },
      decisions: { ta: "முடிவெடுத்தல்", en: "Decision making" },
    },
  },
  police: {
    ta: "காவல் துறை அறிவு",
    en: "Police knowledge",
    topics: {
      law: { ta: "குற்றவியல் சட்டங்கள்", en: "Criminal law" },
      forensics: { ta: "தடய அறிவியல்", en: "Forensic science" },
    },
  },
} as const satisfies Record<string, Subject>;

export type SubjectKey = keyof typeof subjects;
export const subjectKeys = Object.keys(subjects) as SubjectKey[];

const generalStudies: SubjectKey[] = ["history", "polity", "economy", "geography", "science", "administration", "aptitude", "currentAffairs"];
const policePapers: SubjectKey[] = ["tamil", "history", "geography", "science", "aptitude", "currentAffairs", "psychology"];

/** The subjects of each exam's papers: practice by exam draws from these. */
export const syllabusOf: Record<ExamKey, SubjectKey[]> = {
  group1: generalStudies,
  group2: [...generalStudies, "tamil"],
  group2a: [...generalStudies, "tamil"],
  group4: [...generalStudies, "tamil"],
  joint: [...policePapers, "police"],
  siTechnical: [...policePapers, "police"],
  siFingerPrint: [...policePapers, "police"],
  common: policePapers,
};

/** The topic keys of a subject. */
export const topicKeys = (subject: SubjectKey): string[] => Object.keys(subjects[subject].topics);

export const isSubject = (key: string): key is SubjectKey => Object.hasOwn(subjects, key);

export function topicName(subject: string, topic: string): Named | null {
  if (!isSubject(subject)) return null;
  const topics: Record<string, Named> = subjects[subject].topics;
  return Object.hasOwn(topics, topic) ? topics[topic] : null;
}

/** A subject's name in a language; an unknown key as stored. */
export const subjectLabel = (subject: string, lang: keyof Named): string => (isSubject(subject) ? subjects[subject][lang] : subject);

/** "Subject · Topic" in a language, as a result or an analysis names a question's topic; unknown keys as stored. */
export function topicLabel(subject: string, topic: string, lang: keyof Named): string {
  return [subjectLabel(subject, lang), topicName(subject, topic)?.[lang] ?? topic].join(" · ");
}
