import { institute } from "@/lib/config";
import type { DocumentCategory, PrismaClient } from "@/lib/generated/prisma/client";
import { renderSampleSyllabus } from "@/lib/pdf/sample-syllabus";
import { newKey, type Storage } from "@/lib/storage";

interface Sample {
  category: DocumentCategory;
  title: string;
  paper: string;
  subject: string;
  topics: string[];
}

const samples: Sample[] = [
  { category: "GROUP1", title: "குரூப் 1 – முதல்நிலைத் தேர்வுப் பாடத்திட்டம்", paper: "தாள் I", subject: "பொது அறிவு", topics: ["இந்திய வரலாறு", "இந்திய அரசியலமைப்பு", "தமிழ்நாட்டின் வளர்ச்சி நிர்வாகம்"] },
  { category: "GROUP2", title: "குரூப் 2 – முதன்மைத் தேர்வுப் பாடத்திட்டம்", paper: "தாள் II", subject: "பொது அறிவு", topics: ["புவியியல்", "இந்தியப் பொருளாதாரம்", "திருக்குறள் – சமூக நல்லிணக்கம்"] },
  { category: "GROUP2A", title: "குரூப் 2A – பாடத்திட்டம்", paper: "தாள் I", subject: "பொதுத் தமிழ்", topics: ["இலக்கணம்", "இலக்கியம்", "தமிழ் அறிஞர்களும் தமிழ்த் தொண்டும்"] },
  { category: "GROUP4", title: "குரூப் 4 – பாடத்திட்டம்", paper: "ஒரே தாள்", subject: "பொதுத் தமிழ்", topics: ["எழுத்து, சொல் இலக்கணம்", "திருக்குறள்", "கணிதத் திறனறிதல்"] },
  { category: "TNUSRB", title: "சீருடைப் பணியாளர் தேர்வு – பாடத்திட்டம்", paper: "தமிழ்த் தகுதித் தேர்வு", subject: "தமிழ்", topics: ["இலக்கணம்", "பொருள் அறிதல்", "மொழிபெயர்ப்பு"] },
  {
    category: "SI_TECHNICAL",
    title: "உதவி ஆய்வாளர் (தொழில்நுட்பம்) – பாடத்திட்டம்",
    paper: "முதன்மைத் தேர்வு",
    subject: "தொழில்நுட்பப் பாடம்",
    topics: ["மின்னணுவியல் அடிப்படைகள்", "கணினி வலையமைப்பு", "தகவல் தொடர்பு"],
  },
  { category: "SI_FINGERPRINT", title: "உதவி ஆய்வாளர் (கைரேகை) – பாடத்திட்டம்", paper: "முதன்மைத் தேர்வு", subject: "அறிவியல்", topics: ["வேதியியல்", "இயற்பியல்", "உயிரியல்"] },
  { category: "JOINT", title: "கூட்டுத் தேர்வு (SI & SO) – பாடத்திட்டம்", paper: "பகுதி அ", subject: "பொது அறிவு", topics: ["அறிவியல்", "வரலாறு", "நடப்பு நிகழ்வுகள்"] },
  {
    category: "COMMON",
    title: "காவலர் பொதுத் தேர்வு – பாடத்திட்டம்",
    paper: "எழுத்துத் தேர்வு",
    subject: "பொது அறிவும் உளவியலும்",
    topics: ["பொது அறிவு – 45 வினாக்கள்", "உளவியல் – 25 வினாக்கள்", "தர்க்க அறிவு"],
  },
  { category: "FACULTY", title: "ஆசிரியர் குறிப்புகள் – திருக்குறள்", paper: "குறிப்பேடு", subject: "பொதுத் தமிழ்", topics: ["அறத்துப்பால்", "பொருட்பால்", "காமத்துப்பால்"] },
];

/**
 * Sample syllabus PDFs for a fresh embedded install, so every page has something to show.
 * Runs only while there are no documents; returns how many it added.
 */
export async function seedSampleContent(prisma: PrismaClient, store: Storage): Promise<number> {
  if ((await prisma.document.count()) > 0) return 0;
  for (const s of samples) {
    const pdf = await renderSampleSyllabus({ brand: institute.name.ta, ...s });
    const key = newKey("documents", "pdf");
    await store.put(key, pdf, { contentType: "application/pdf", size: pdf.length });
    try {
      await prisma.document.create({
        data: {
          category: s.category,
          title: s.title,
          paper: s.paper,
          subject: s.subject,
          file: { create: { key, fileName: `${s.title}.pdf`, contentType: "application/pdf", size: pdf.length } },
        },
      });
    } catch (error) {
      await store.delete(key);
      throw error;
    }
  }
  return samples.length;
}

/** Ten questions with their answers (checked: Tirukkural facts, the Constitution's date, arithmetic). */
const sampleQuestions: [string, [string, string, string, string], "A" | "B" | "C" | "D"][] = [
  ["திருக்குறளை இயற்றியவர் யார்?", ["திருவள்ளுவர்", "கம்பர்", "இளங்கோவடிகள்", "ஔவையார்"], "A"],
  ["திருக்குறளில் உள்ள அதிகாரங்கள் எத்தனை?", ["100", "133", "1330", "108"], "B"],
  ["தமிழ்நாட்டின் தலைநகரம் எது?", ["மதுரை", "கோயம்புத்தூர்", "சென்னை", "திருச்சிராப்பள்ளி"], "C"],
  ["இந்திய அரசியலமைப்பு நடைமுறைக்கு வந்த நாள் எது?", ["15 ஆகஸ்ட் 1947", "26 ஜனவரி 1950", "26 நவம்பர் 1949", "2 அக்டோபர் 1950"], "B"],
  ["சிலப்பதிகாரத்தை இயற்றியவர் யார்?", ["சீத்தலைச் சாத்தனார்", "இளங்கோவடிகள்", "திருத்தக்கத் தேவர்", "கம்பர்"], "B"],
  ["15 × 12 = ?", ["170", "180", "190", "160"], "B"],
  ["இந்தியாவின் முதல் பிரதமர் யார்?", ["ஜவஹர்லால் நேரு", "சர்தார் வல்லபாய் படேல்", "இராஜேந்திர பிரசாத்", "சி. இராஜகோபாலாச்சாரி"], "A"],
  ["காவிரி ஆறு கலக்கும் கடல் எது?", ["அரபிக் கடல்", "வங்காள விரிகுடா", "செங்கடல்", "மன்னார் வளைகுடா"], "B"],
  ["ஒரு வாரத்தில் எத்தனை மணி நேரம்?", ["148", "168", "178", "158"], "B"],
  ["திருக்குறளின் முதல் அதிகாரம் எது?", ["கடவுள் வாழ்த்து", "வான் சிறப்பு", "நீத்தார் பெருமை", "அறன் வலியுறுத்தல்"], "A"],
];

/**
 * A short online mock test for a fresh embedded install (its question paper a PDF like the staff
 * upload, open for a year, TNPSC's A–E sheet), so a student can try the answer sheet at once.
 * Runs only while there are no mock tests; returns whether it added one.
 */
export async function seedSampleMockTest(prisma: PrismaClient, store: Storage, now = new Date()): Promise<boolean> {
  if ((await prisma.mockTest.count()) > 0) return false;
  const title = "மாதிரித் தேர்வு – 10 வினாக்கள்";
  const topics = sampleQuestions.map(([q, options], i) => `${i + 1}. ${q}  (A) ${options[0]}  (B) ${options[1]}  (C) ${options[2]}  (D) ${options[3]}`);
  const pdf = await renderSampleSyllabus({ brand: institute.name.ta, title, paper: "வினாத்தாள்", subject: "பொது அறிவும் பொதுத் தமிழும்", topics });
  const key = newKey("documents", "pdf");
  await store.put(key, pdf, { contentType: "application/pdf", size: pdf.length });
  try {
    await prisma.$transaction(async (tx) => {
      const post = await tx.testSeriesPost.create({
        data: {
          examType: "TNPSC",
          department: "GROUP_IV",
          subject: title,
          paperType: "QUESTION",
          file: { create: { key, fileName: `${title}.pdf`, contentType: "application/pdf", size: pdf.length } },
        },
      });
      await tx.mockTest.create({
        data: {
          titleTa: title,
          titleEn: "Sample mock test – 10 questions",
          examType: "TNPSC",
          department: "GROUP_IV",
          questionPostId: post.id,
          opensAt: now,
          closesAt: new Date(now.getTime() + 365 * 86_400_000),
          minutes: 15,
          questions: sampleQuestions.length,
          options: "AE",
          correct: 150,
          sections: [],
          answerKey: sampleQuestions.map(([, , letter]) => ({ accepted: [letter] })),
        },
      });
    });
  } catch (error) {
    await store.delete(key);
    throw error;
  }
  return true;
}
