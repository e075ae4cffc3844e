import assert from "node:assert/strict";
import { describe, it } from "node:test";
import en from "@/messages/en.json";
import ta from "@/messages/ta.json";
import { legacyRedirects } from "@/lib/routes";
import { categorySlugs, documentCategories } from "@/lib/documents/categories";
import { DocumentCategory } from "@/lib/generated/prisma/enums";
import { aboutLinks, consoleMenu, courseGroups, footerGroups, loginLinks, quickLinks, searchablePages } from "@/lib/navigation";

function keys(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([k, v]) => (typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe("messages and menus", () => {
  it("Tamil and English define the same keys, none empty", () => {
    assert.deepEqual(keys(ta).sort(), keys(en).sort());
    for (const [name, messages] of [
      ["ta", ta],
      ["en", en],
    ] as const) {
      const blank = keys(messages).filter((k) => k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], messages) === "");
      assert.deepEqual(blank, [], `${name} has empty messages`);
    }
  });

  it("every menu label has a message", () => {
    const groups = [...courseGroups, ...footerGroups, ...consoleMenu];
    const labels = [...groups.map((g) => g.label), ...groups.flatMap((g) => g.links), ...aboutLinks, ...loginLinks, ...quickLinks, ...searchablePages].map((l) =>
      typeof l === "string" ? l : l.label,
    );
    const missing = labels.filter((l) => !(l in ta.nav) || !(l in en.nav));
    assert.deepEqual(missing, []);
  });

  it("the footer carries every link the spec lists", () => {
    const spec = [
      "/Group1",
      "/Group2",
      "/Group-2A",
      "/Group4",
      "/JointRecritment",
      "/Si-Recruitment",
      "/Si-FingerFrint",
      "/Common",
      "/",
      "/About",
      "/Achivement",
      "/Faculty",
      "/Admin-Login",
      "/Staff-Login",
      // The spec's /Student-Login: Test Series leads a visitor there and a signed-in student to the papers (issue 17).
      "/Test-Series",
    ];
    const footer = footerGroups.flatMap((g) => g.links.map((l) => l.href));
    assert.deepEqual(
      spec.filter((href) => !footer.includes(href)),
      [],
    );
  });

  it("every path of the spec's console menu is in the menu or leads to the screen that replaced it", () => {
    const spec = [
      "/SI-Technical",
      "/FingerPrint-Add",
      "/Common-Add",
      "/Group-I-Add",
      "/Group2-Add",
      "/Group2A-Add",
      "/Group4-Add",
      "/Group-I-View",
      "/Group2-View",
      "/Group2A-View",
      "/Group4-View",
      "/SITechnical-View",
      "/FingerPrint-View",
      "/Common-View",
      "/Test-Add",
      "/Test-View",
      "/Achivers-Add",
      "/Achivers-View",
      "/Student",
      "/Student-Details",
    ];
    const menu = consoleMenu.flatMap((g) => g.links.map((l) => l.href));
    const redirected = legacyRedirects().map((r) => r.from);
    // /SI-Technical is a page of its own (the add form for staff, the public page for others).
    const reached = (href: string) => menu.includes(href) || redirected.includes(href) || href === "/SI-Technical";
    assert.deepEqual(
      spec.filter((href) => !reached(href)),
      [],
    );
    // A category's add screen is reached from its list ("Add new"), which the menu holds.
    for (const { to } of legacyRedirects()) assert.ok(menu.includes(to) || menu.includes(to.replace(/\/Add$/, "")), `${to} is in the menu`);
  });
});

describe("the syllabus category registry", () => {
  it("has the ten categories of the spec, each with its database value and messages in both languages", () => {
    assert.deepEqual(categorySlugs, ["group1", "group2", "group2A", "group4", "tnusrbs", "technical", "fingerprints", "join", "common", "faculty"]);
    assert.deepEqual(documentCategories.map((c) => c.value).sort(), Object.values(DocumentCategory).sort());
    for (const c of documentCategories) {
      assert.ok(ta.documents.categories[c.slug as keyof typeof ta.documents.categories]?.title, `ta title for ${c.slug}`);
      assert.ok(en.documents.categories[c.slug as keyof typeof en.documents.categories]?.title, `en title for ${c.slug}`);
      assert.ok(c.label in ta.nav && c.label in en.nav, `nav label for ${c.slug}`);
    }
  });

  it("redirects every legacy console path of the issue but /SI-Technical, each to one screen", () => {
    const legacy = [
      "/Group-I-Add",
      "/Group-I-View",
      "/Group2-Add",
      "/Group2-View",
      "/Group2A-Add",
      "/Group2A-View",
      "/Group4-Add",
      "/Group4-View",
      "/Tnusrb-Add",
      "/Tnusrb-View",
      "/SITechnical-View",
      "/FingerPrint-Add",
      "/FingerPrint-View",
      "/Common-Add",
      "/Common-View",
      "/Faculty-Add",
      "/Faculty-View",
      "/Achivers-Add",
      "/Achivers-View",
      "/Test-Add",
      "/Test-View",
      "/Student",
      "/Student-Details",
      "/Staff",
      "/Staff-View",
    ];
    const redirects = legacyRedirects();
    assert.deepEqual(redirects.map((r) => r.from).sort(), [...legacy].sort());
    assert.equal(new Set(redirects.map((r) => r.from)).size, redirects.length);
  });
});
