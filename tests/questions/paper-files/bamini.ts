import type { Letter } from "./bank";

// Tamil typed in Bamini, as a typist at the institute types it (issue 35): the keys pressed, written
// by hand from the Bamini keyboard chart (lib/papers/tamil-fonts/bamini.ts names the charts), each
// beside the Unicode Tamil it shows. Neither column is made from the other by our converter: the
// reader tests compare what the converter makes of the first with the second. Bamini's own habits
// are kept: ெ ே ை typed before their letter, "," typed as ">" (the comma key is இ), options
// labelled (m) (M) (,) (<) for (அ) (ஆ) (இ) (ஈ).

/** [Bamini keys, Unicode]. */
export type Typed = readonly [bamini: string, unicode: string];

export interface BaminiQuestion {
  stem: Typed;
  /** Bamini for the four options, without labels. */
  options: readonly Typed[];
  answer: Letter;
  /** How the options are laid out: on one line, or a paragraph each with "m)"-style labels. */
  layout: "line" | "paragraphs";
}

export const TITLE: Typed = ["ntw;wp mfhlkp> jpUr;rp", "வெற்றி அகாடமி, திருச்சி"];
export const SUBTITLE: Typed = ["nghJj; jkpo; - khjpupj; Nju;T 3", "பொதுத் தமிழ் - மாதிரித் தேர்வு 3"];
export const PART_A: Typed = ["gFjp - m : ,yf;fzk;", "பகுதி - அ : இலக்கணம்"];
export const PART_B: Typed = ["gFjp - M : nghJ mwpT", "பகுதி - ஆ : பொது அறிவு"];
export const KEY_HEADING: Typed = ["tpilfs;", "விடைகள்"];
export const KEY_HEAD_ROW: readonly Typed[] = [
  ["tpdh vz;", "வினா எண்"],
  ["tpil", "விடை"],
];
/** The answer letters as the key table types them. */
export const LETTERS: Record<Letter, Typed> = { A: ["m", "அ"], B: ["M", "ஆ"], C: [",", "இ"], D: ["<", "ஈ"] };

export const PART_A_QUESTIONS: BaminiQuestion[] = [
  {
    stem: ["kuk; vd;gjd; gd;ik tbtk;", "மரம் என்பதன் பன்மை வடிவம்"],
    options: [
      ["kuk;fs;", "மரம்கள்"],
      ["kuq;fs;", "மரங்கள்"],
      ["kuj;ij", "மரத்தை"],
      ["kuj;jpy;", "மரத்தில்"],
    ],
    answer: "B",
    layout: "line",
  },
  {
    stem: ["vjpu;r;nrhy; jUf: ,d;gk;", "எதிர்ச்சொல் தருக: இன்பம்"],
    options: [
      ["kfpo;r;rp", "மகிழ்ச்சி"],
      ["Jd;gk;", "துன்பம்"],
      ["ctif", "உவகை"],
      ["fspg;G", "களிப்பு"],
    ],
    answer: "B",
    layout: "paragraphs",
  },
  {
    stem: ["jpUf;Fwis ,aw;wpatu; ahu;?", "திருக்குறளை இயற்றியவர் யார்?"],
    options: [
      ["fk;gu;", "கம்பர்"],
      ["jpUts;Stu;", "திருவள்ளுவர்"],
      ["xsitahu;", "ஔவையார்"],
      [",sq;Nfh mbfs;", "இளங்கோ அடிகள்"],
    ],
    answer: "B",
    layout: "line",
  },
  {
    stem: ["Ik;ngUq;fhg;gpaq;fSs; xd;W", "ஐம்பெருங்காப்பியங்களுள் ஒன்று"],
    options: [
      ["jpUf;Fws;", "திருக்குறள்"],
      ["ehybahu;", "நாலடியார்"],
      ["rpyg;gjpfhuk;", "சிலப்பதிகாரம்"],
      ["fk;guhkhazk;", "கம்பராமாயணம்"],
    ],
    answer: "C",
    layout: "paragraphs",
  },
  {
    stem: ["jkpo;ehl;bd; khepy kuk; vJ?", "தமிழ்நாட்டின் மாநில மரம் எது?"],
    options: [
      ["gid", "பனை"],
      ["Ntk;G", "வேம்பு"],
      ["Mykuk;", "ஆலமரம்"],
      ["Njf;F", "தேக்கு"],
    ],
    answer: "A",
    layout: "line",
  },
];

export const PART_B_QUESTIONS: BaminiQuestion[] = [
  {
    stem: [",e;jpahtpd; jiyefuk; vJ?", "இந்தியாவின் தலைநகரம் எது?"],
    options: [
      ["nrd;id", "சென்னை"],
      ["Kk;ig", "மும்பை"],
      ["GJ jpy;yp", "புது தில்லி"],
      ["nfhy;fj;jh", "கொல்கத்தா"],
    ],
    answer: "C",
    layout: "line",
  },
  {
    stem: ["fPob mfoha;T eilngWk; khtl;lk;", "கீழடி அகழாய்வு நடைபெறும் மாவட்டம்"],
    options: [
      ["kJiu", "மதுரை"],
      ["rptfq;if", "சிவகங்கை"],
      [",uhkehjGuk;", "இராமநாதபுரம்"],
      ["tpUJefu;", "விருதுநகர்"],
    ],
    answer: "B",
    layout: "paragraphs",
  },
  {
    stem: ["xspr;Nru;f;if eilngWk; jhtu cWg;G", "ஒளிச்சேர்க்கை நடைபெறும் தாவர உறுப்பு"],
    options: [
      ["Ntu;", "வேர்"],
      ["jz;L", "தண்டு"],
      [",iy", "இலை"],
      ["G+", "பூ"],
    ],
    answer: "C",
    layout: "line",
  },
  {
    stem: ["kdpj clypd; kpfg;ngupa cWg;G vJ?", "மனித உடலின் மிகப்பெரிய உறுப்பு எது?"],
    options: [
      [",jak;", "இதயம்"],
      ["fy;yPuy;", "கல்லீரல்"],
      ["Njhy;", "தோல்"],
      ["%is", "மூளை"],
    ],
    answer: "C",
    layout: "paragraphs",
  },
  {
    stem: [",e;jpa Njrpaf; nfhbapy; cs;s rf;fuj;jpd; Muq;fs; vj;jid?", "இந்திய தேசியக் கொடியில் உள்ள சக்கரத்தின் ஆரங்கள் எத்தனை?"],
    options: [
      ["12", "12"],
      ["20", "20"],
      ["24", "24"],
      ["32", "32"],
    ],
    answer: "C",
    layout: "line",
  },
  {
    stem: ["jkpo;ehl;bd; khepyg; gwit vJ?", "தமிழ்நாட்டின் மாநிலப் பறவை எது?"],
    options: [
      ["kapy;", "மயில்"],
      ["kufjg; Gwh", "மரகதப் புறா"],
      ["Fapy;", "குயில்"],
      ["fpsp", "கிளி"],
    ],
    answer: "B",
    layout: "line",
  },
  {
    stem: ["Kjy; cyfj; jkpo; khehL eilngw;w efuk;", "முதல் உலகத் தமிழ் மாநாடு நடைபெற்ற நகரம்"],
    options: [
      ["nrd;id", "சென்னை"],
      ["Nfhyhyk;G+u;", "கோலாலம்பூர்"],
      ["kJiu", "மதுரை"],
      ["nfhOk;G", "கொழும்பு"],
    ],
    answer: "B",
    layout: "paragraphs",
  },
  {
    stem: ["2> 6> 12> 20> 30> ? - mLj;j vz; ahJ?", "2, 6, 12, 20, 30, ? - அடுத்த எண் யாது?"],
    options: [
      ["40", "40"],
      ["42", "42"],
      ["44", "44"],
      ["48", "48"],
    ],
    answer: "B",
    layout: "line",
  },
  {
    stem: ["xU Ntiyia 6 Ngu; 10 ehl;fspy; Kbg;gu;. mNj Ntiyia 15 Ngu; vj;jid ehl;fspy; Kbg;gu;?", "ஒரு வேலையை 6 பேர் 10 நாட்களில் முடிப்பர். அதே வேலையை 15 பேர் எத்தனை நாட்களில் முடிப்பர்?"],
    options: [
      ["4", "4"],
      ["5", "5"],
      ["6", "6"],
      ["8", "8"],
    ],
    answer: "A",
    layout: "line",
  },
  {
    stem: ["Njrpa thf;fhsu; jpdk;", "தேசிய வாக்காளர் தினம்"],
    options: [
      ["[dtup 25", "ஜனவரி 25"],
      ["[dtup 26", "ஜனவரி 26"],
      ["etk;gu; 26", "நவம்பர் 26"],
      ["mf;Nlhgu; 2", "அக்டோபர் 2"],
    ],
    answer: "A",
    layout: "paragraphs",
  },
  {
    // Saved by Word from a symbol-charset copy of the font: each key as U+F000 + its code (see the paper's writer).
    stem: ["ghujpahu; gpwe;j Cu;", "பாரதியார் பிறந்த ஊர்"],
    options: [
      ["vl;laGuk;", "எட்டயபுரம்"],
      ["kJiu", "மதுரை"],
      ["GJr;Nrup", "புதுச்சேரி"],
      ["jpUney;Ntyp", "திருநெல்வேலி"],
    ],
    answer: "A",
    layout: "line",
  },
];

/**
 * The mixed paper's Tamil halves (English in Times New Roman, Tamil in Bamini), by the bank
 * question they translate: stem and options as typed.
 */
export const MIXED_TAMIL: { bank: string; stem: Typed; options: readonly Typed[] }[] = [
  {
    bank: "Which gas do plants take in for photosynthesis?",
    stem: ["xspr;Nru;f;iff;Fj; jhtuq;fs; vLj;Jf;nfhs;Sk; thA vJ?", "ஒளிச்சேர்க்கைக்குத் தாவரங்கள் எடுத்துக்கொள்ளும் வாயு எது?"],
    options: [
      ["Mf;rp[d;", "ஆக்சிஜன்"],
      ["iel;u[d;", "நைட்ரஜன்"],
      ["fhu;gd; il Mf;irL", "கார்பன் டை ஆக்சைடு"],
      ["i`l;u[d;", "ஹைட்ரஜன்"],
    ],
  },
  {
    bank: "Who wrote Thirukkural?",
    stem: ["jpUf;Fwis vOjpatu; ahu;?", "திருக்குறளை எழுதியவர் யார்?"],
    options: [
      ["fk;gu;", "கம்பர்"],
      ["jpUts;Stu;", "திருவள்ளுவர்"],
      ["xsitahu;", "ஔவையார்"],
      [",sq;Nfh mbfs;", "இளங்கோ அடிகள்"],
    ],
  },
  {
    bank: "Which river is called the Ganga of the South?",
    stem: ["njd;dpe;jpahtpd; fq;if vd;W miof;fg;gLk; MW vJ?", "தென்னிந்தியாவின் கங்கை என்று அழைக்கப்படும் ஆறு எது?"],
    options: [
      ["fhtpup", "காவிரி"],
      ["itif", "வைகை"],
      ["ghyhW", "பாலாறு"],
      ["jhkpuguzp", "தாமிரபரணி"],
    ],
  },
  {
    bank: "In which year did India become independent?",
    stem: [",e;jpah ve;j Mz;L tpLjiy ngw;wJ?", "இந்தியா எந்த ஆண்டு விடுதலை பெற்றது?"],
    options: [
      ["1942", "1942"],
      ["1945", "1945"],
      ["1947", "1947"],
      ["1950", "1950"],
    ],
  },
  {
    bank: "Which planet is known as the Red Planet?",
    stem: ["rptg;Gf; Nfhs; vd;W miof;fg;gLtJ vJ?", "சிவப்புக் கோள் என்று அழைக்கப்படுவது எது?"],
    options: [
      ["nts;sp", "வெள்ளி"],
      ["nrt;tha;", "செவ்வாய்"],
      ["tpahod;", "வியாழன்"],
      ["rdp", "சனி"],
    ],
  },
  {
    bank: "Which organ purifies the blood?",
    stem: [",uj;jj;ijj; Jha;ikg;gLj;Jk; cWg;G vJ?", "இரத்தத்தைத் தூய்மைப்படுத்தும் உறுப்பு எது?"],
    options: [
      [",jak;", "இதயம்"],
      ["EiuaPuy;", "நுரையீரல்"],
      ["rpWePufk;", "சிறுநீரகம்"],
      ["tapW", "வயிறு"],
    ],
  },
  {
    bank: "The Vaigai river flows through which city?",
    stem: ["itif MW ve;j efupd; topNa gha;fpwJ?", "வைகை ஆறு எந்த நகரின் வழியே பாய்கிறது?"],
    options: [
      ["kJiu", "மதுரை"],
      ["Nryk;", "சேலம்"],
      ["NtY}u;", "வேலூர்"],
      ["<NuhL", "ஈரோடு"],
    ],
  },
];

/** The SI-unit question: "SI" typed in Times New Roman between two Bamini runs, as a typist switches fonts for it. */
export const SI_UNIT = {
  before: ["kpd;Ndhl;lj;jpd; ", "மின்னோட்டத்தின் "] as Typed,
  after: [" myF", " அலகு"] as Typed,
  options: [
    ["Nthy;l;", "வோல்ட்"],
    ["Mk;gpau;", "ஆம்பியர்"],
    ["Xk;", "ஓம்"],
    ["thl;", "வாட்"],
  ] as readonly Typed[],
};

/** An explanation typed in Bamini whose font was lost (the run inherits Times New Roman): read by guess. */
export const LOST_FONT_EXPLANATION: Typed = ["tpsf;fk;: ,uj;jj;ij rpWePufq;fs; tbfl;Lfpd;wd.", "விளக்கம்: இரத்தத்தை சிறுநீரகங்கள் வடிகட்டுகின்றன."];

/** Typed in "Kambar", a legacy font the converter has no table for: must come out flagged, not converted. */
export const UNKNOWN_FONT_STEM = "kpfr; rpwpa gfh vz; vJ?";
