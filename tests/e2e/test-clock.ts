// The browser tests' server clock: loaded with `--import` by tests/e2e/servers.ts only, never by the
// site. A test that needs a deadline, a closing or a grace period behind it moves this server's
// clock forward (tests/e2e/fixtures.ts `setServerClock`) instead of waiting real minutes.
// `Date.now()`, `new Date()` and `performance.timeOrigin` read the real clock plus the offset written
// in TEST_CLOCK_FILE (milliseconds; no file, no offset). Timers still run in real time.
// scripts/start.ts refuses to start with this loaded outside a test run on the embedded database.
import { readFileSync, statSync } from "node:fs";

const file = process.env.TEST_CLOCK_FILE;
if (!file) throw new Error("tests/e2e/test-clock.ts is for the browser tests' servers: TEST_CLOCK_FILE is not set");

const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
let offset = 0;
let checkedAt = 0;
let seen = -1;

/** Real time plus the file's offset, the file looked at no more than every 20 ms. */
function now(): number {
  const real = realNow();
  if (real - checkedAt >= 20) {
    checkedAt = real;
    try {
      const changed = statSync(file!).mtimeMs;
      if (changed !== seen) offset = Number(readFileSync(file!, "utf8")) || 0;
      seen = changed;
    } catch {
      offset = 0;
      seen = -1;
    }
  }
  return real + offset;
}

// Next dates its cached pages with `performance.timeOrigin + performance.now()` and with Date.now():
// both move together, or a page regenerated before the move would look newer than a later
// revalidation and be served stale. Durations (performance.now() alone) are untouched.
const realOrigin = performance.timeOrigin;
Object.defineProperty(performance, "timeOrigin", { configurable: true, get: () => realOrigin + (now() - realNow()) });

// A proxy rather than a subclass: `instanceof Date` stays true for dates made before it was loaded.
globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, property, receiver) => (property === "now" ? now : Reflect.get(target, property, receiver)),
});
(globalThis as Record<symbol, unknown>)[Symbol.for("coaching.testClock")] = file;
