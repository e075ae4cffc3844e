// Everything an institute changes to make the site its own. One module, sensible defaults.
export const institute = {
  name: { ta: "வெற்றிப் படிகள் பயிற்சி மையம்", en: "Vetri Padigal Coaching Centre" },
  shortName: { ta: "வெற்றிப் படிகள்", en: "Vetri Padigal" },
  contact: {
    phone: "+91 94430 00000",
    whatsapp: "+91 94430 00000",
    email: "info@vetripadigal.example",
    address: {
      ta: "12, காந்தி சாலை, தஞ்சாவூர் – 613001",
      en: "12 Gandhi Road, Thanjavur 613001",
    },
    mapUrl: "https://www.openstreetmap.org/search?query=Thanjavur",
  },
  social: {
    youtube: "https://www.youtube.com/",
    facebook: "https://www.facebook.com/",
    instagram: "https://www.instagram.com/",
  },
  /** Student registration fee in paise (spec: 500 rupees). */
  registrationFeePaise: 50_000,
  currency: "INR",
  /** Start of every student's register number, e.g. VP2026-00042. */
  registerNoPrefix: "VP",
  /** The institute's clock: dates shown on pages and the year a register number belongs to. */
  timeZone: "Asia/Kolkata",
  /** Most staff accounts that may self-register (spec: fifteen). */
  staffRegistrationCap: 15,
  /** Academic year the Saturday/Sunday test-series schedules belong to. */
  testSeriesYear: 2025,
  foundedYear: 2018,
  /** The home page's counters (the years of service are counted from foundedYear). */
  stats: { happyStudents: 200, successStories: 100 },
  /**
   * Where the Current Affairs page's tiles of material the site does not hold lead (a channel, a
   * blog, a WhatsApp group); null shows the tile as "coming soon" rather than a link to nothing.
   */
  affairsLinks: { dailyNews: null, answerWriting: null, civispedia: null } as Record<"dailyNews" | "answerWriting" | "civispedia", string | null>,
  /** Ages are counted on this day (month, day) of the notification year (TNUSRB: 1 July). */
  ageCutOff: { TNPSC: { month: 7, day: 1 }, TNUSRB: { month: 7, day: 1 } },
} as const;

export type Locale = "ta" | "en";
