import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createTranslator, type Messages } from "next-intl";
import { describeAudit } from "@/lib/audit/describe";
import { withNote } from "@/lib/audit/service";
import { documentAdapter } from "@/lib/documents/adapter";
import { categoryBySlug } from "@/lib/documents/categories";
import { testPostAdapter } from "@/lib/test-series/adapter";
import en from "@/messages/en.json";
import ta from "@/messages/ta.json";

// Untyped, as the page's getTranslations() is: keys are built from stored codes.
const translator = (locale: string, messages: object) => createTranslator<Messages>({ locale, messages: messages as Messages });
const english = translator("en", en);
const tamil = translator("ta", ta);

describe("audit entries in words", () => {
  it("names a test paper's action and its codes by their labels", () => {
    assert.deepEqual(describeAudit({ action: "test.create", summary: "TNPSC GROUP_IV ANSWER: General Tamil" }, english), {
      action: "Test paper added",
      details: "TNPSC · GROUP IV · Answer · General Tamil",
    });
    const inTamil = describeAudit({ action: "test.update", summary: "TNPSC GROUP_IV QUESTION: பொதுத் தமிழ் (new file)" }, tamil);
    assert.equal(inTamil.action, ta.console.auditActions.test.update);
    assert.equal(inTamil.details, `TNPSC · ${ta.tests.options.department.GROUP_IV} · ${ta.tests.options.paperType.QUESTION} · பொதுத் தமிழ் (${ta.console.auditNotes.newFile})`);
  });

  it("names a syllabus PDF's category, and the notes the services add", () => {
    assert.deepEqual(describeAudit({ action: "document.delete", summary: "group2: Unit I notes" }, english), {
      action: "Syllabus PDF deleted",
      details: `${en.documents.categories.group2.title} · Unit I notes`,
    });
    assert.equal(describeAudit({ action: "admin.create", summary: "owner (first admin, with the setup code)" }, tamil).details, `owner (${ta.console.auditNotes.firstAdmin})`);
  });

  it("has words for every action the services write", () => {
    const written = ["document", "test", "achiever"].flatMap((entity) => ["create", "update", "delete"].map((verb) => `${entity}.${verb}`));
    written.push("admin.create", "student.create", ...["create", "request", "update", "delete", "reject", "disable", "enable", "approve"].map((verb) => `staff.${verb}`));
    for (const action of written) {
      for (const t of [english, tamil]) assert.notEqual(describeAudit({ action, summary: "x" }, t).action, action, action);
    }
  });

  // The summaries as the services write them, so a change of their shape shows here, not as codes on the page.
  it("reads the summaries the adapters and services write", () => {
    const paper = withNote(testPostAdapter.label({ examType: "TNPSC", department: "GROUP_IV", paperType: "ANSWER", subject: "General Tamil" }), "newFile");
    assert.equal(
      describeAudit({ action: "test.update", summary: paper }, english).details,
      `TNPSC · ${en.tests.options.department.GROUP_IV} · Answer · General Tamil (${en.console.auditNotes.newFile})`,
    );
    const notes = documentAdapter(categoryBySlug("group2")!).label({ title: "Unit I notes", paper: "Paper I", subject: "History" });
    assert.ok(describeAudit({ action: "document.create", summary: notes }, tamil).details.startsWith(`${ta.documents.categories.group2.title} · `), notes);
  });

  it("shows what it does not recognise as stored", () => {
    assert.deepEqual(describeAudit({ action: "backup.restore", summary: "ZZ_CODE (odd note)" }, english), { action: "backup.restore", details: "ZZ_CODE (odd note)" });
    assert.equal(describeAudit({ action: "document.create", summary: "nosuchslug: Title" }, english).details, "nosuchslug: Title");
  });
});
