import assert from "node:assert/strict";
import { describe, it } from "node:test";
import en from "@/messages/en.json";
import ta from "@/messages/ta.json";
import { aboutLinks, consoleMenu, courseGroups, footerGroups, loginLinks, quickLinks, searchablePages } from "@/lib/navigation";

function keys(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([k, v]) => (typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe("messages and menus", () => {
  it("Tamil and English define the same keys, none empty", () => {
    assert.deepEqual(keys(ta).sort(), keys(en).sort());
    for (const [name, messages] of [["ta", ta], ["en", en]] as const) {
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
    const spec = ["/Group1", "/Group2", "/Group-2A", "/Group4", "/JointRecritment", "/Si-Recruitment", "/Si-FingerFrint", "/Common", "/", "/About", "/Achivement", "/Faculty", "/Admin-Login", "/Staff-Login", "/Student-Login"];
    const footer = footerGroups.flatMap((g) => g.links.map((l) => l.href));
    assert.deepEqual(spec.filter((href) => !footer.includes(href)), []);
  });

  it("the console menu carries every path of the spec's menu link list", () => {
    const spec = ["/SI-Technical", "/FingerPrint-Add", "/Common-Add", "/Group-I-Add", "/Group2-Add", "/Group2A-Add", "/Group4-Add", "/Group-I-View", "/Group2-View", "/Group2A-View", "/Group4-View", "/SITechnical-View", "/FingerPrint-View", "/Common-View", "/Test-Add", "/Test-View", "/Achivers-Add", "/Achivers-View", "/Student", "/Student-Details"];
    const menu = consoleMenu.flatMap((g) => g.links.map((l) => l.href));
    assert.deepEqual(spec.filter((href) => !menu.includes(href)), []);
  });
});
