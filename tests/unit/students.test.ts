import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { aadhaarValid, verhoeffDigit, verhoeffValid } from "@/lib/students/aadhaar";
import { maskAadhaar } from "@/lib/students/queries";
import { studentFields } from "@/lib/students/schema";

const aadhaar = (first11: string) => `${first11}${verhoeffDigit(first11)}`;
const valid = aadhaar("23456789012");

const student = {
  username: "கயல்விழி",
  password: "kayal-password",
  fatherName: "முருகன்",
  dob: "2001-06-15",
  qualification: "B.Sc.",
  phoneNumber: "9876543210",
  whatsappNumber: "9876543210",
  fatherPhoneNumber: "9123456789",
  email: "Kayal@Example.com",
  aadhaarNumber: valid,
  community: "MBC",
  bloodGroup: "B+",
  address: "12, கீழ வீதி, தஞ்சாவூர்",
};

const errors = (input: object) => {
  const result = studentFields.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("Aadhaar numbers (Verhoeff check digit)", () => {
  it("accepts numbers with the right check digit and the textbook example", () => {
    assert.equal(verhoeffValid("2363"), true);
    assert.equal(verhoeffDigit("236"), 3);
    assert.equal(aadhaarValid(valid), true);
  });

  it("catches every single wrong digit and every swap of neighbouring digits", () => {
    for (let i = 0; i < 12; i++) {
      for (let d = 0; d <= 9; d++) {
        const changed = `${valid.slice(0, i)}${d}${valid.slice(i + 1)}`;
        if (changed !== valid) assert.equal(verhoeffValid(changed), false, changed);
      }
    }
    for (let i = 0; i < 11; i++) {
      const swapped = `${valid.slice(0, i)}${valid[i + 1]}${valid[i]}${valid.slice(i + 2)}`;
      if (swapped !== valid) assert.equal(verhoeffValid(swapped), false, swapped);
    }
  });

  it("refuses 12 digits starting with 0 or 1, and masks all but the last four for display", () => {
    assert.equal(aadhaarValid(aadhaar("12345678901")), false);
    assert.equal(aadhaarValid(aadhaar("02345678901")), false);
    assert.equal(maskAadhaar(valid), `XXXX XXXX ${valid.slice(-4)}`);
  });
});

describe("the student registration schema", () => {
  it("accepts a complete form and normalises what people type", () => {
    const parsed = studentFields.parse({ ...student, phoneNumber: "+91 98765 43210", aadhaarNumber: `${valid.slice(0, 4)} ${valid.slice(4, 8)} ${valid.slice(8)}`, exServiceman: "yes" });
    assert.equal(parsed.phoneNumber, "9876543210");
    assert.equal(parsed.aadhaarNumber, valid);
    assert.equal(parsed.email, "kayal@example.com");
    assert.equal(parsed.exServiceman, true);
    assert.equal(parsed.destituteWidow, false);
  });

  it("names each missing required field", () => {
    const missing = errors({});
    for (const field of [
      "username",
      "password",
      "fatherName",
      "dob",
      "qualification",
      "phoneNumber",
      "whatsappNumber",
      "fatherPhoneNumber",
      "email",
      "aadhaarNumber",
      "community",
      "bloodGroup",
      "address",
    ]) {
      assert.ok(field in missing, field);
    }
  });

  it("gives phone, email and Aadhaar their own messages", () => {
    assert.deepEqual(errors({ ...student, phoneNumber: "12345" }), { phoneNumber: "phone" });
    assert.deepEqual(errors({ ...student, email: "kayal@" }), { email: "email" });
    assert.deepEqual(errors({ ...student, aadhaarNumber: "1234" }), { aadhaarNumber: "aadhaar" });
    const wrongDigit = `${valid.slice(0, 11)}${(Number(valid[11]) + 1) % 10}`;
    assert.deepEqual(errors({ ...student, aadhaarNumber: wrongDigit }), { aadhaarNumber: "aadhaarChecksum" });
    assert.deepEqual(errors({ ...student, dob: "2025-01-01" }), { dob: "dobRange" });
    assert.deepEqual(errors({ ...student, community: "XYZ" }), { community: "required" });
  });

  it("typewriting needs a level when ticked; unticked, its levels are dropped", () => {
    assert.deepEqual(errors({ ...student, typingSkills: true }), { tamilTyping: "typingLevel" });
    assert.equal(studentFields.parse({ ...student, typingSkills: true, englishTyping: "ENGLISH_HIGHER" }).englishTyping, "ENGLISH_HIGHER");
    const unticked = studentFields.parse({ ...student, typingSkills: false, tamilTyping: "TAMIL_LOWER" });
    assert.equal(unticked.tamilTyping, undefined);
  });

  it("shorthand needs its language and the level of each language chosen; unticked, all are dropped", () => {
    assert.deepEqual(errors({ ...student, stenoSkills: true }), { stenoLanguage: "required" });
    assert.deepEqual(errors({ ...student, stenoSkills: true, stenoLanguage: "BOTH", tamilStenoLevel: "BASIC" }), { englishStenoLevel: "required" });
    const tamilOnly = studentFields.parse({ ...student, stenoSkills: true, stenoLanguage: "TAMIL", tamilStenoLevel: "ADVANCED", englishStenoLevel: "BASIC" });
    assert.equal(tamilOnly.englishStenoLevel, undefined, "a level for a language not chosen is dropped");
    const unticked = studentFields.parse({ ...student, stenoSkills: false, stenoLanguage: "TAMIL", tamilStenoLevel: "BASIC" });
    assert.deepEqual([unticked.stenoLanguage, unticked.tamilStenoLevel], [undefined, undefined]);
  });
});
