// Every server action is built by the one builder (lib/actions/builder.ts), which declares who may
// call it; and no file under app/ reads the database itself (lib/README.md). Checked on the source
// text, so a new file breaking either rule fails here before any review.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : files(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}
const source = ["app", "components", "lib"].flatMap(files).map((file) => ({ file, text: readFileSync(file, "utf8") }));
const serverActionFiles = source.filter(({ text }) => /^\s*["']use server["'];/m.test(text));

describe("server actions", () => {
  it("live in lib/<domain>/actions.ts files, and there are some", () => {
    assert.ok(serverActionFiles.length >= 4);
    for (const { file } of serverActionFiles) assert.match(file, /^lib\/[a-z-]+\/([a-z]+-)?actions\.ts$/, file);
  });

  it("are each `export const X = action(name, allow)…action(…)`: no other export can be called from a browser", () => {
    for (const { file, text } of serverActionFiles) {
      const exports = [...text.matchAll(/^export\s+(async\s+function|function|const|let|var|class|default|\{|\*)\s*(\w*)/gm)];
      assert.ok(exports.length > 0, file);
      for (const [line, kind, name] of exports) {
        assert.equal(kind, "const", `${file}: "${line}" is not built by the action builder`);
        const body = text.slice(text.indexOf(line));
        const declaration = body.slice(0, body.search(/\n(export|\/\*\*|\/\/)|$/));
        assert.match(declaration, new RegExp(`^export const ${name} = action\\("${name}", ("anyone"|\\[)`), `${file}: ${name} names itself and who may call it`);
      }
    }
  });

  it("cannot be built outside the builder: only lib/actions imports next-safe-action", () => {
    for (const { file, text } of source) if (/from "next-safe-action/.test(text)) assert.match(file, /^lib\/actions\//, file);
  });
});

describe("app/ reads no data itself", () => {
  it("no file under app/ imports the database or Prisma", () => {
    for (const { file, text } of source.filter(({ file }) => file.startsWith("app/"))) {
      assert.doesNotMatch(text, /from "@\/lib\/db"|from "@\/lib\/generated\/prisma|from "@prisma\//, file);
    }
  });
});
