// A node:test reporter for `npm test` (scripts/test-all.sh): one JSON line per finished test, with
// its file, full name ("suite › test"), result and duration, for the timing table and the committed
// list of test names (scripts/test-report.ts). The TAP reporter beside it prints what a person reads.
//
// A suite ends after its tests, so each finished test waits in its file's list until the suite (or
// top-level test) above it ends and gives it its name's first part.
export default async function* timings(source) {
  const pending = new Map(); // file → [{ nesting, names, ok, ms, leaf }]
  for await (const event of source) {
    if (event.type !== "test:pass" && event.type !== "test:fail") continue;
    const { name, nesting, file = "", details = {} } = event.data;
    const list = pending.get(file) ?? [];
    const children = [];
    while (list.length && list.at(-1).nesting > nesting) children.unshift(list.pop());
    for (const child of children) child.names.unshift(name);
    const self = { nesting, names: [name], ok: event.type === "test:pass", ms: Math.round(details.duration_ms ?? 0), leaf: children.length === 0 };
    list.push(...children, self);
    pending.set(file, list);
    if (nesting > 0) continue;
    pending.set(file, []);
    for (const entry of list) {
      // A suite that ran (its tests are listed) is not a test itself, but the top level keeps its time.
      if (!entry.leaf && entry.nesting > 0) continue;
      yield `${JSON.stringify({ file, name: entry.names.join(" › "), top: entry.nesting === 0, leaf: entry.leaf, ok: entry.ok, ms: entry.ms })}\n`;
    }
  }
}
