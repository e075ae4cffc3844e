// Questions for the reader corpus (issue 35, tests/questions/papers/files): a bank in English and
// Tamil, written here as a coaching institute's paper prints them. Each paper of the corpus takes
// its questions from here and writes its ground truth from the same entries, so what a reader must
// return is exactly what the paper shows.

export type Letter = "A" | "B" | "C" | "D";
export interface Side {
  stem: string;
  options: string[];
  explanation?: string;
}
export interface BankQuestion {
  en: Side;
  ta: Side;
  answer: Letter;
}

const q = (en: string, ta: string, options: [string, string][], answer: Letter, explanation?: [string, string]): BankQuestion => ({
  en: { stem: en, options: options.map(([e]) => e), ...(explanation ? { explanation: explanation[0] } : {}) },
  ta: { stem: ta, options: options.map(([, t]) => t), ...(explanation ? { explanation: explanation[1] } : {}) },
  answer,
});
/** The same text in both languages (numbers, formulas). */
const same = (...options: string[]): [string, string][] => options.map((o) => [o, o]);

export const BANK: BankQuestion[] = [
  q(
    "Who wrote Thirukkural?",
    "திருக்குறளை எழுதியவர் யார்?",
    [
      ["Kambar", "கம்பர்"],
      ["Thiruvalluvar", "திருவள்ளுவர்"],
      ["Avvaiyar", "ஔவையார்"],
      ["Ilango Adigal", "இளங்கோ அடிகள்"],
    ],
    "B",
  ),
  q(
    "Which is the state animal of Tamil Nadu?",
    "தமிழ்நாட்டின் மாநில விலங்கு எது?",
    [
      ["Tiger", "புலி"],
      ["Nilgiri Tahr", "வரையாடு"],
      ["Elephant", "யானை"],
      ["Deer", "மான்"],
    ],
    "B",
  ),
  q("In which year did India become independent?", "இந்தியா எந்த ஆண்டு விடுதலை பெற்றது?", same("1942", "1945", "1947", "1950"), "C"),
  q(
    "The capital of Tamil Nadu is",
    "தமிழ்நாட்டின் தலைநகரம்",
    [
      ["Madurai", "மதுரை"],
      ["Chennai", "சென்னை"],
      ["Coimbatore", "கோயம்புத்தூர்"],
      ["Tiruchirappalli", "திருச்சிராப்பள்ளி"],
    ],
    "B",
  ),
  q(
    "Which river is called the Ganga of the South?",
    "தென்னிந்தியாவின் கங்கை என்று அழைக்கப்படும் ஆறு எது?",
    [
      ["Kaveri", "காவிரி"],
      ["Vaigai", "வைகை"],
      ["Palar", "பாலாறு"],
      ["Thamirabarani", "தாமிரபரணி"],
    ],
    "A",
    ["The Kaveri is held sacred like the Ganga.", "காவிரி கங்கையைப் போலப் புனிதமாகக் கருதப்படுகிறது."],
  ),
  q(
    "Who built the Brihadeeswarar Temple at Thanjavur?",
    "தஞ்சாவூர் பெரிய கோயிலைக் கட்டியவர் யார்?",
    [
      ["Rajaraja Chola I", "முதலாம் இராசராச சோழன்"],
      ["Rajendra Chola I", "முதலாம் இராசேந்திர சோழன்"],
      ["Karikala Chola", "கரிகால் சோழன்"],
      ["Narasimhavarman I", "முதலாம் நரசிம்மவர்மன்"],
    ],
    "A",
  ),
  q(
    "How many articles did the Constitution of India have when it was adopted in 1949?",
    "1949-இல் ஏற்கப்பட்டபோது இந்திய அரசியலமைப்பில் எத்தனை உறுப்புகள் இருந்தன?",
    same("395", "448", "370", "356"),
    "A",
  ),
  q(
    "Which gas do plants take in for photosynthesis?",
    "ஒளிச்சேர்க்கைக்குத் தாவரங்கள் எடுத்துக்கொள்ளும் வாயு எது?",
    [
      ["Oxygen", "ஆக்சிஜன்"],
      ["Nitrogen", "நைட்ரஜன்"],
      ["Carbon dioxide", "கார்பன் டை ஆக்சைடு"],
      ["Hydrogen", "ஹைட்ரஜன்"],
    ],
    "C",
  ),
  q(
    "The SI unit of electric current is",
    "மின்னோட்டத்தின் SI அலகு",
    [
      ["Volt", "வோல்ட்"],
      ["Ampere", "ஆம்பியர்"],
      ["Ohm", "ஓம்"],
      ["Watt", "வாட்"],
    ],
    "B",
  ),
  q(
    "Which planet is known as the Red Planet?",
    "சிவப்புக் கோள் என்று அழைக்கப்படுவது எது?",
    [
      ["Venus", "வெள்ளி"],
      ["Mars", "செவ்வாய்"],
      ["Jupiter", "வியாழன்"],
      ["Saturn", "சனி"],
    ],
    "B",
  ),
  q(
    "The Vaigai river flows through which city?",
    "வைகை ஆறு எந்த நகரின் வழியே பாய்கிறது?",
    [
      ["Madurai", "மதுரை"],
      ["Salem", "சேலம்"],
      ["Vellore", "வேலூர்"],
      ["Erode", "ஈரோடு"],
    ],
    "A",
  ),
  q(
    "Who is known as the Father of the Indian Constitution?",
    "இந்திய அரசியலமைப்பின் தந்தை என்று அழைக்கப்படுபவர் யார்?",
    [
      ["Jawaharlal Nehru", "ஜவஹர்லால் நேரு"],
      ["B. R. Ambedkar", "பி. ஆர். அம்பேத்கர்"],
      ["Rajendra Prasad", "இராஜேந்திர பிரசாத்"],
      ["Sardar Patel", "சர்தார் படேல்"],
    ],
    "B",
  ),
  q("The value of 15% of 240 is", "240-இன் 15% இன் மதிப்பு", same("32", "36", "38", "40"), "B", ["15% of 240 = 15 × 240 ÷ 100 = 36.", "240-இன் 15% = 15 × 240 ÷ 100 = 36 ஆகும்."]),
  q(
    "If 3 pens cost Rs. 45, what do 7 pens cost?",
    "3 பேனாக்களின் விலை ரூ. 45 எனில், 7 பேனாக்களின் விலை என்ன?",
    [
      ["Rs. 95", "ரூ. 95"],
      ["Rs. 105", "ரூ. 105"],
      ["Rs. 115", "ரூ. 115"],
      ["Rs. 125", "ரூ. 125"],
    ],
    "B",
  ),
  q(
    "Silappathikaram was written by",
    "சிலப்பதிகாரத்தை இயற்றியவர்",
    [
      ["Ilango Adigal", "இளங்கோ அடிகள்"],
      ["Seethalai Sathanar", "சீத்தலைச் சாத்தனார்"],
      ["Kambar", "கம்பர்"],
      ["Sekkizhar", "சேக்கிழார்"],
    ],
    "A",
  ),
  q(
    "Which vitamin does sunlight help the body make?",
    "சூரிய ஒளி உடலில் உருவாக உதவும் வைட்டமின் எது?",
    [
      ["Vitamin A", "வைட்டமின் A"],
      ["Vitamin C", "வைட்டமின் C"],
      ["Vitamin D", "வைட்டமின் D"],
      ["Vitamin K", "வைட்டமின் K"],
    ],
    "C",
  ),
  q(
    "The Rajya Sabha is presided over by",
    "மாநிலங்களவைக்குத் தலைமை தாங்குபவர்",
    [
      ["the President", "குடியரசுத் தலைவர்"],
      ["the Vice-President", "குடியரசுத் துணைத் தலைவர்"],
      ["the Prime Minister", "பிரதமர்"],
      ["the Speaker", "மக்களவைத் தலைவர்"],
    ],
    "B",
  ),
  q("Which is the smallest prime number?", "மிகச் சிறிய பகா எண் எது?", same("0", "1", "2", "3"), "C"),
  q(
    "The Keezhadi excavations are in which district?",
    "கீழடி அகழாய்வு எந்த மாவட்டத்தில் உள்ளது?",
    [
      ["Madurai", "மதுரை"],
      ["Sivaganga", "சிவகங்கை"],
      ["Ramanathapuram", "இராமநாதபுரம்"],
      ["Virudhunagar", "விருதுநகர்"],
    ],
    "B",
  ),
  q(
    "The Mettur Dam is built across the river",
    "மேட்டூர் அணை கட்டப்பட்டுள்ள ஆறு",
    [
      ["Kaveri", "காவிரி"],
      ["Bhavani", "பவானி"],
      ["Vaigai", "வைகை"],
      ["Palar", "பாலாறு"],
    ],
    "A",
  ),
  q(
    "Who founded the Self-Respect Movement?",
    "சுயமரியாதை இயக்கத்தைத் தோற்றுவித்தவர் யார்?",
    [
      ["Anna", "அண்ணா"],
      ["Periyar", "பெரியார்"],
      ["Kamarajar", "காமராசர்"],
      ["Rajaji", "இராஜாஜி"],
    ],
    "B",
  ),
  q("What is the chemical formula of common salt?", "சாதாரண உப்பின் வேதி வாய்ப்பாடு என்ன?", same("NaCl", "KCl", "NaOH", "HCl"), "A"),
  q("How many days are there in a leap year?", "லீப் ஆண்டில் எத்தனை நாட்கள் உள்ளன?", same("364", "365", "366", "367"), "C"),
  q(
    "The Western Ghats are also called",
    "மேற்குத் தொடர்ச்சி மலைகளின் வேறு பெயர்",
    [
      ["Sahyadri", "சஹ்யாத்ரி"],
      ["Aravalli", "ஆரவல்லி"],
      ["Vindhya", "விந்திய மலை"],
      ["Satpura", "சாத்பூரா"],
    ],
    "A",
  ),
  q(
    "Which organ purifies the blood?",
    "இரத்தத்தைத் தூய்மைப்படுத்தும் உறுப்பு எது?",
    [
      ["Heart", "இதயம்"],
      ["Lungs", "நுரையீரல்"],
      ["Kidney", "சிறுநீரகம்"],
      ["Stomach", "வயிறு"],
    ],
    "C",
  ),
  q(
    "The Chola capital under Rajendra Chola I was",
    "முதலாம் இராசேந்திர சோழனின் தலைநகரம்",
    [
      ["Gangaikonda Cholapuram", "கங்கைகொண்ட சோழபுரம்"],
      ["Madurai", "மதுரை"],
      ["Kanchipuram", "காஞ்சிபுரம்"],
      ["Uraiyur", "உறையூர்"],
    ],
    "A",
  ),
  q(
    "A train 120 m long passes a pole in 6 seconds. Its speed is",
    "120 மீ நீளமுள்ள ஒரு தொடர்வண்டி ஒரு கம்பத்தை 6 வினாடிகளில் கடக்கிறது. அதன் வேகம்",
    [
      ["20 m/s", "20 மீ/வி"],
      ["18 m/s", "18 மீ/வி"],
      ["24 m/s", "24 மீ/வி"],
      ["72 m/s", "72 மீ/வி"],
    ],
    "A",
  ),
  q(
    "Which day is observed as National Voters' Day?",
    "தேசிய வாக்காளர் தினம் கடைப்பிடிக்கப்படும் நாள்",
    [
      ["January 25", "ஜனவரி 25"],
      ["January 26", "ஜனவரி 26"],
      ["November 26", "நவம்பர் 26"],
      ["October 2", "அக்டோபர் 2"],
    ],
    "A",
  ),
];

/** `count` questions for a long paper (the benchmark's 200): the bank over and over. */
export const bankQuestions = (count: number): BankQuestion[] => Array.from({ length: count }, (_, i) => BANK[i % BANK.length]);
