import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { renderToStaticMarkup } from "react-dom/server";
import { NoticeView, said, type Shown } from "@/components/ui/notice";

// The console's success message (issue 35, item 6): one at a time, each new one replacing the
// last, the same words said again drawn anew; once said, a close button with a name. Its place
// in the console's frame: tests/unit/console-shell.test.tsx.

const empty: Shown = { notice: null, serial: 0 };
const view = (shown: Shown) => renderToStaticMarkup(<NoticeView shown={shown} onClose={() => {}} closeLabel="Close message" />);

describe("the console's message", () => {
  it("is replaced by the next, drawn anew for the same words, and emptied when closed", () => {
    const first = said(empty, { title: "Deleted!", text: "Group has been deleted." });
    assert.deepEqual(first, { notice: { title: "Deleted!", text: "Group has been deleted." }, serial: 1 });
    const again = said(first, { title: "Deleted!", text: "Group has been deleted." });
    assert.equal(again.serial, 2);
    const next = said(again, { text: "Student added." });
    assert.deepEqual(next.notice, { text: "Student added." });
    assert.deepEqual(said(next, null), { notice: null, serial: 3 });
  });

  it("says its title and text in a status, with a named close button, and stays otherwise empty", () => {
    const html = view(said(empty, { title: "Updated!", text: "Group has been updated." }));
    assert.match(html, /<div role="status"[^>]*><div><p class="font-bold">Updated!<\/p><p>Group has been updated\.<\/p><\/div><\/div><button type="button" aria-label="Close message"/);
    const none = view(empty);
    assert.match(none, /<div role="status"[^>]*><\/div>/);
    assert.doesNotMatch(none, /<button/);
  });
});
