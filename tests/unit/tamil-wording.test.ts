import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { communities } from "@/lib/students/communities";
import { strings } from "./count-words";

// What a Tamil teacher corrected on the exam pages (issue 17, item 15), kept from coming back:
// passing is தேர்ச்சி, the viva has one name, each community has one name, read from one place.

const ta = JSON.parse(readFileSync("messages/ta.json", "utf8"));
const en = JSON.parse(readFileSync("messages/en.json", "utf8"));

/** The keys of ta.json whose text matches. */
const where = (pattern: RegExp) => strings(ta).flatMap(([key, text]) => (pattern.test(text) ? [key] : []));

describe("Tamil wording", () => {
  it("passing a test is தேர்ச்சி பெறுதல், not வெல்லுதல்", () => {
    assert.deepEqual(where(/வென்ற/), []);
    assert.match(ta.examPages.group1.overview.body, /தேர்ச்சி பெற்றவர்களே/);
    assert.match(ta.examPages.common.certificates.body, /தேர்ச்சி பெற்றவர்கள்/);
  });

  it("no sentence stops at the bare infinitive வடிகட்ட", () => {
    assert.deepEqual(where(/வடிகட்ட/), []);
  });

  it("the viva is நேர்முகத் தேர்வு on every TNPSC and TNUSRB page", () => {
    assert.deepEqual(where(/நேர்காணல்|வாய்மொழி/), []);
    for (const page of ["group1", "group2", "joint", "siTechnical", "siFingerPrint", "tnusrb"]) {
      assert.match(JSON.stringify(ta.examPages[page]), /நேர்முகத் தேர்வு/, page);
    }
  });

  it("the server is சேவையகம் everywhere, never the loanword சர்வர்", () => {
    assert.deepEqual(where(/சர்வர்/), []);
    assert.match(ta.mockResults.scoring, /சேவையகம்/);
  });

  it("each community has one name, in one place, which every screen reads", () => {
    for (const messages of [ta, en]) {
      assert.deepEqual(Object.keys(messages.communities), [...communities]);
      // The old copies (students.communities, studentForm.communities, examPages.communityShort).
      const copies = strings(messages).filter(([key]) => /(^|\.)(communities|communityShort)\./.test(key) && !key.startsWith("communities."));
      assert.deepEqual(copies, []);
    }
    assert.equal(ta.communities.BCM, "பிற்படுத்தப்பட்ட வகுப்பினர் – முஸ்லிம் (BCM)");
    assert.equal(ta.communities.MBC, "மிகவும் பிற்படுத்தப்பட்ட வகுப்பினர் / சீர்மரபினர் (MBC/DNC)");
  });

  it("prose names the communities as the names do", () => {
    assert.deepEqual(where(/பிற்படுத்தப்பட்டோர்|பிற்படுத்தப்பட்ட முஸ்லிம்/), []);
    // மிகவும் பிற்படுத்தப்பட்ட வகுப்பினர் always with சீர்மரபினர், and the reverse.
    assert.deepEqual(where(/மிகவும் பிற்படுத்தப்பட்ட(?! வகுப்பினர் \/ சீர்மரபினர்)|(?<!மிகவும் பிற்படுத்தப்பட்ட வகுப்பினர் \/ )சீர்மரபினர்/), []);
    assert.deepEqual(where(/(?<!பிற்படுத்தப்பட்ட வகுப்பினர் – )முஸ்லிம்/), []);
  });
});
