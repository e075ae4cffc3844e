import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { isSharedPage, isSheetPage, isStoredFile } from "@/lib/offline/caches";
import { consoleRoutes, mockTestRoutes, portalRoutes, publicRoutes } from "@/lib/routes";
import { publicPaths, localizedPath } from "@/lib/public-pages";

// What the service worker (app/sw.ts) may keep on a phone: the student's answer sheets and their
// paper, and pages that are the same for everyone. Nothing else per user (results hold the key
// after the close, the console holds everyone's data), in either language.

const both = (path: string) => [localizedPath("ta", path), localizedPath("en", path)];

describe("what the service worker keeps", () => {
  it("keeps an answer sheet's page in both languages, and no other page of the portal as a sheet", () => {
    for (const path of both(mockTestRoutes.sit(12))) assert.equal(isSheetPage(path), true, path);
    for (const path of [...both(mockTestRoutes.result(12)), ...both(portalRoutes.testSeries), mockTestRoutes.sit("12x"), `${mockTestRoutes.sit(12)}/x`])
      assert.equal(isSheetPage(path), false, path);
  });

  it("keeps every public page as shared, and never the portal, the console or a handler", () => {
    for (const path of publicPaths.flatMap(both)) assert.equal(isSharedPage(path), true, path);
    const perUser = [
      mockTestRoutes.sit(1),
      mockTestRoutes.result(1),
      portalRoutes.testSeries,
      portalRoutes.practice,
      consoleRoutes.adminHome,
      consoleRoutes.staffHome,
      consoleRoutes.mockTests.view,
    ];
    for (const path of perUser.flatMap(both)) assert.equal(isSharedPage(path), false, path);
    for (const path of ["/api/files/3", "/_next/static/chunks/a.js", "/sw.js", `${publicRoutes.about}.pdf`]) assert.equal(isSharedPage(path), false, path);
  });

  it("keeps a stored file by its number only", () => {
    assert.equal(isStoredFile("/api/files/42"), true);
    for (const path of ["/api/files/", "/api/files/42/x", "/api/files/abc"]) assert.equal(isStoredFile(path), false, path);
  });
});
