import assert from "node:assert/strict";
import { afterEach, beforeEach, describe, it, mock } from "node:test";
import { DatabaseHealth } from "@/lib/db/health";

// lib/db/health.ts: when the server answers 503 for everything that needs the database. A refused
// probe or a lost connection marks it down at once; one slow probe does not (a busy machine), two
// slow probes in a row do (a database that hangs); one answer brings it back.

type Ping = () => Promise<void>;
const refused: Ping = () => Promise.reject(new Error("connect ECONNREFUSED"));
const hangs: Ping = () => new Promise(() => {});
const answers: Ping = () => Promise.resolve();

function watched(pings: Ping[]) {
  const lines: string[] = [];
  const health = new DatabaseHealth({ ping: () => pings.shift()!() }, (line) => lines.push(line));
  /** One probe, its 1.5 s wait passed on the mocked clock. */
  const probe = async () => {
    const answer = health.probe();
    mock.timers.tick(1_500);
    return answer;
  };
  return { health, lines, probe };
}

describe("the database health watch", () => {
  beforeEach(() => mock.timers.enable({ apis: ["setTimeout"] }));
  afterEach(() => mock.timers.reset());

  it("marks the database down at the first refused probe, and up again at the first answer", async () => {
    const { health, lines, probe } = watched([refused, answers]);
    assert.equal(await probe(), false);
    assert.equal(health.up, false);
    assert.equal(await probe(), true);
    assert.deepEqual(lines, ["database: unavailable (connect ECONNREFUSED); answering 503 until it is back", "database: available again"]);
  });

  it("keeps answering after one probe that took too long, and stops after two in a row", async () => {
    const { health, lines, probe } = watched([hangs, answers, hangs, hangs]);
    assert.equal(await probe(), true, "one slow probe: still up");
    assert.equal(await probe(), true);
    assert.equal(await probe(), true, "a slow probe after an answer starts the count again");
    assert.equal(await probe(), false, "the second slow probe in a row");
    assert.equal(health.up, false);
    assert.deepEqual(lines, ["database: unavailable (no answer within 1500 ms); answering 503 until it is back"]);
  });

  it("marks it down at once when the server drops a connection", () => {
    const { health } = watched([]);
    health.markDown("terminating connection due to administrator command");
    assert.equal(health.up, false);
  });
});
