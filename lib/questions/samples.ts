import { rowOf, type QuestionInput } from "./schema";

// Two questions in the bank's format: the downloadable template holds them (staff replace them with
// their own, or import them as they are to see how a question looks), and `npm start` seeds them
// on the embedded database.

export const sampleQuestions: QuestionInput[] = [
  {
    subject: "polity",
    topic: "constitution",
    difficulty: "EASY",
    source: "PREVIOUS_YEAR",
    sourceYear: 2022,
    sourceDate: null,
    sourceDateIsMonth: false,
    answer: "C",
    ta: {
      stem: "இந்திய அரசியலமைப்பின் எந்தப் பிரிவு தீண்டாமையை ஒழிக்கிறது?",
      options: ["பிரிவு 14", "பிரிவு 15", "பிரிவு 17", "பிரிவு 21"],
      explanation: "பிரிவு 17 தீண்டாமையை ஒழித்து, அதை எந்த வடிவிலும் கடைப்பிடிப்பதைத் தடை செய்கிறது.",
      whyWrong: [
        "பிரிவு 14 சட்டத்தின் முன் அனைவரும் சமம் என்கிறது.",
        "பிரிவு 15 மதம், இனம், சாதி, பாலினம் அடிப்படையிலான பாகுபாட்டைத் தடை செய்கிறது.",
        "",
        "பிரிவு 21 உயிர் மற்றும் தனிமனித சுதந்திரத்தைப் பாதுகாக்கிறது.",
      ],
    },
    en: {
      stem: "Which Article of the Constitution of India abolishes untouchability?",
      options: ["Article 14", "Article 15", "Article 17", "Article 21"],
      explanation: "Article 17 abolishes untouchability and forbids its practice in any form.",
      whyWrong: ["Article 14 is equality before law.", "Article 15 forbids discrimination on grounds of religion, race, caste or sex.", "", "Article 21 protects life and personal liberty."],
    },
  },
  {
    subject: "currentAffairs",
    topic: "tamilnadu",
    difficulty: "MEDIUM",
    source: "CURRENT_AFFAIRS",
    sourceYear: null,
    sourceDate: new Date("2026-11-24T00:00:00Z"),
    sourceDateIsMonth: false,
    answer: "B",
    ta: {
      stem: "தமிழ்நாட்டின் மாநில மரம் எது?",
      options: ["ஆலமரம்", "பனைமரம்", "வேப்பமரம்", "அரசமரம்"],
      explanation: "பனைமரம் தமிழ்நாட்டின் மாநில மரம்; அதன் ஒவ்வொரு பகுதியும் பயன்படுவதால் 'கற்பகத் தரு' எனப்படுகிறது.",
      whyWrong: ["ஆலமரம் இந்தியாவின் தேசிய மரம்.", "", "வேப்பமரம் மருத்துவ மரம்; மாநில மரம் அல்ல.", "அரசமரம் எந்த மாநிலத்தின் சின்னமும் அல்ல."],
    },
    en: {
      stem: "Which is the state tree of Tamil Nadu?",
      options: ["Banyan", "Palmyra palm", "Neem", "Peepal"],
      explanation: "The palmyra palm is Tamil Nadu's state tree; every part of it is used, hence 'karpaga tharu'.",
      whyWrong: ["The banyan is India's national tree.", "", "Neem is a medicinal tree, not the state tree.", "The peepal is not a state symbol of Tamil Nadu."],
    },
  },
];

export const sampleRows = () => sampleQuestions.map(rowOf);
