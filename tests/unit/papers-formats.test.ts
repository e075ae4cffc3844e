import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { parseAiken } from "@/lib/papers/aiken";
import { readPaper } from "@/lib/papers/read";
import { decodeText } from "@/lib/papers/decode";
import { parseGift, type GiftParse } from "@/lib/papers/gift";
import type { ParsedPaper } from "@/lib/papers/types";

// The two plain-text quiz formats staff bring from Moodle (issue 35): Aiken, read as Moodle reads
// it (and in whatever encoding Windows saved it), and GIFT through gift-pegjs, whose output for
// the sample file is recorded beside it so these tests run before the package is installed; once
// it is, the last test checks the recording against the package itself.

const codes = (x: { problems: { code: string }[] }) => x.problems.map((p) => p.code);
const summary = (paper: ParsedPaper) => paper.questions.map((q) => [q.number, q.answer, q.ta?.stem ?? null, q.en?.stem ?? null, q.ta?.options ?? null, q.en?.options ?? null, codes(q)]);

const AIKEN = [
  "What is the capital of Tamil Nadu?",
  "தமிழ்நாட்டின் தலைநகரம் எது?",
  "A) Chennai / சென்னை",
  "B) Madurai / மதுரை",
  "C) Salem / சேலம்",
  "D) Erode / ஈரோடு",
  "ANSWER: A",
  "",
  '"அகர முதல எழுத்தெல்லாம் ஆதி',
  'பகவன் முதற்றே உலகு" - இக்குறள் இடம்பெறும் அதிகாரம்',
  "A. கடவுள் வாழ்த்து",
  "B. வான் சிறப்பு",
  "C. நீத்தார் பெருமை",
  "D. அறன் வலியுறுத்தல்",
  "ANSWER: A",
  "",
  "",
  "The value of 1.5 + 0.75 is",
  "A. 2.25",
  "B. 2.5",
  "C. 1.75",
  "ANSWER: A",
  "Which river flows through Madurai?",
  "A) Vaigai",
  "B) Kaveri",
  "C) Palar",
  "D) Thamirabarani",
  "Which planet is red?",
  "A) Mars",
  "B) Venus",
  "C) Jupiter",
  "D) Saturn",
  "ANSWER: E",
];

describe("question papers in Moodle's formats", () => {
  describe("Aiken", () => {
    it("reads the same questions from UTF-8 with Windows line ends and a byte-order mark, UTF-16 as Notepad saves it, with or without its mark", () => {
      const text = AIKEN.join("\r\n");
      const inputs = [
        AIKEN.join("\n"),
        `\uFEFF${text}`,
        new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(text, "utf8")]),
        new Uint8Array([0xff, 0xfe, ...Buffer.from(text, "utf16le")]),
        new Uint8Array(Buffer.from(text, "utf16le")),
        new Uint8Array([0xfe, 0xff, ...Buffer.from(text, "utf16le").swap16()]),
      ];
      const expected = summary(parseAiken(inputs[0]));
      for (const input of inputs) assert.deepEqual(summary(parseAiken(input)), expected);
      assert.deepEqual(expected, [
        [1, "A", "தமிழ்நாட்டின் தலைநகரம் எது?", "What is the capital of Tamil Nadu?", ["சென்னை", "மதுரை", "சேலம்", "ஈரோடு"], ["Chennai", "Madurai", "Salem", "Erode"], []],
        [2, "A", '"அகர முதல எழுத்தெல்லாம் ஆதி\nபகவன் முதற்றே உலகு" - இக்குறள் இடம்பெறும் அதிகாரம்', null, ["கடவுள் வாழ்த்து", "வான் சிறப்பு", "நீத்தார் பெருமை", "அறன் வலியுறுத்தல்"], null, []],
        [3, "A", null, "The value of 1.5 + 0.75 is", null, ["2.25", "2.5", "1.75"], ["optionCount"]],
        [4, null, null, "Which river flows through Madurai?", null, ["Vaigai", "Kaveri", "Palar", "Thamirabarani"], ["noAnswer"]],
        [5, null, null, "Which planet is red?", null, ["Mars", "Venus", "Jupiter", "Saturn"], ["badAnswer"]],
      ]);
    });

    it("reads Moodle's own examples, by position as Moodle does, and names each question's lines", () => {
      const moodle =
        "What is the correct answer to this question?\nA. Is it this one?\nB. Maybe this answer?\nC. Possibly this one?\nD. Must be this one!\nANSWER: D\n\nWhich LMS has the most quiz import formats?\nA) Moodle\nB) ATutor\nC) Claroline\nD) Blackboard\nE) WebCT\nF) Ilias\nANSWER: A\n";
      const paper = parseAiken(moodle);
      assert.deepEqual(
        paper.questions.map((q) => [q.answer, q.en!.options.length, codes(q), q.sources.map((s) => (s.kind === "line" ? s.line : 0))]),
        [
          ["D", 4, [], [1, 2, 3, 4, 5, 6]],
          ["A", 6, ["optionCount"], [8, 9, 10, 11, 12, 13, 14, 15]],
        ],
      );
      assert.deepEqual(paper.problems, []);
    });

    it("an option or an answer with no question before it is the paper's problem; bytes that are not text are said", () => {
      const paper = parseAiken("A) stray option\nANSWER: B\nWhich is the state bird?\nA) Emerald dove\nB) Peacock\nC) Crow\nD) Myna\nANSWER: A");
      assert.deepEqual(codes(paper), ["unplaced", "unplaced"]);
      assert.deepEqual(
        paper.questions.map((q) => q.answer),
        ["A"],
      );
      assert.deepEqual(codes(parseAiken(new Uint8Array([0x51, 0x3f, 0x0a, 0xe9, 0x0a, 0x41, 0x29, 0x20, 0x78]))).slice(0, 1), ["unplaced"]);
    });

    it("a numbered paper typed as text with bytes that are not text is told so, as Aiken and GIFT are", async () => {
      // "Café" saved as Latin-1 (é one byte, 0xE9), not UTF-8.
      const encode = (text: string) => [...new TextEncoder().encode(text)];
      const latin1 = new Uint8Array([...encode("1. Which river flows through Madurai?\n(A) Vaigai\n(B) Cauvery\n(C) Palar\n(D) Caf"), 0xe9, ...encode("\nAnswer: A\n")]);
      const read = await readPaper(latin1);
      assert.ok(read.ok);
      assert.equal(read.format, "text");
      assert.deepEqual(
        read.paper.problems.map((p) => p.detail),
        ["some bytes are not valid text: save the file as UTF-8"],
      );
      assert.equal(read.paper.questions[0].answer, "A");
    });

    it("decodes text as saved: byte-order marks dropped, UTF-16 without a mark recognised, Latin-1 bytes reported", () => {
      assert.deepEqual(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])), { text: "A", lossy: false });
      assert.deepEqual(decodeText(new Uint8Array(Buffer.from("தமிழ் text", "utf16le"))), { text: "தமிழ் text", lossy: false });
      assert.equal(decodeText(new Uint8Array([0x63, 0x61, 0x66, 0xe9])).lossy, true);
    });
  });

  describe("GIFT", () => {
    const file = readFileSync("tests/questions/gift/tnpsc-geography.gift");
    const recorded: { input: string; output?: unknown[]; error?: string }[] = JSON.parse(readFileSync("tests/questions/gift/gift-pegjs-1.0.2.json", "utf8"));
    /** gift-pegjs 1.0.2's answers to the inputs this file gives it, as recorded. */
    const replay: GiftParse = (input) => {
      const call = recorded.find((c) => c.input === input);
      if (!call) throw new Error(`not recorded: ${input.slice(0, 40)}`);
      if (call.error) throw new Error(call.error);
      return call.output!;
    };

    function check(paper: ParsedPaper) {
      const [capital, kural, decimals, three, two] = paper.questions;
      assert.equal(paper.questions.length, 5);
      assert.deepEqual([capital.title, capital.section, capital.answer], ["Q1 தலைநகர்", "tnpsc/group4/geography", "A"]);
      assert.deepEqual([capital.ta!.stem, capital.en!.stem], ["தமிழ்நாட்டின் தலைநகரம் எது?", "What is the capital of Tamil Nadu?"]);
      assert.deepEqual(
        [capital.ta!.options, capital.en!.options],
        [
          ["சென்னை", "மதுரை", "கோயம்புத்தூர்", "திருச்சிராப்பள்ளி"],
          ["Chennai", "Madurai", "Coimbatore", "Tiruchirappalli"],
        ],
      );
      assert.deepEqual([capital.ta!.explanation, capital.en!.explanation], ["சென்னை 1969 முதல் தலைநகரம்.", "Chennai has been the capital since 1969."]);
      assert.deepEqual(
        [capital.ta!.whyWrong, capital.en!.whyWrong],
        [
          ["", "மதுரை தலைநகரம் அல்ல", "", ""],
          ["", "Madurai is not the capital", "", ""],
        ],
      );
      assert.deepEqual(capital.problems, []);
      assert.deepEqual([kural.ta!.stem, kural.answer, kural.en], ["அகர முதல எழுத்தெல்லாம் ஆதி\nபகவன் முதற்றே உலகு - இக்குறள் இடம்பெறும் அதிகாரம்", "B", null]);
      assert.deepEqual([decimals.en!.stem, decimals.en!.options, decimals.answer], ["The value of 1.5 + 0.75 is", ["2.25", "2.5", "1.75", "3.25"], "A"]);
      assert.deepEqual([codes(three), codes(two), two.answer], [["optionCount"], ["badAnswer"], "A"]);
      assert.deepEqual(
        paper.problems.map((p) => [p.code, p.detail!.slice(0, 8)]),
        [
          ["unplaced", "line 26:"],
          ["unplaced", "line 30:"],
        ],
      );
      assert.match(paper.problems[0].detail!, /true\/false/);
    }

    it("maps multiple choice to questions (answer, feedback, explanation, title, category) and any other kind or a broken question to a problem", () => {
      check(parseGift(file, replay));
    });

    it("gives the same from gift-pegjs itself, when it is installed", async (t) => {
      const name = "gift-pegjs";
      const gift = (await import(name).catch(() => null)) as { parse: GiftParse } | null;
      if (!gift) return t.skip("gift-pegjs is not installed");
      check(parseGift(file, gift.parse));
      for (const call of recorded) {
        if (call.error) assert.throws(() => gift.parse(call.input));
        else assert.deepEqual(gift.parse(call.input), call.output);
      }
    });
  });
});
