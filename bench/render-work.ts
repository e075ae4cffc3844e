// The browser's own rendering work on the page's main thread while `run` taps (issue 34): style,
// layout, pre-paint, paint, layerize and commit, summed from a Chromium trace. Unlike a tap's
// latency, which waits on frames a busy shared machine delays, this is work the page causes, so a
// change to the sheet's HTML or CSS moves it far more than the noise does.
import type { Browser, Page } from "@playwright/test";

const phases = new Set(["UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "Commit"]);

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/** Milliseconds of rendering work on the renderer's main thread while `run` ran. */
export async function renderingWork(browser: Browser, page: Page, run: () => Promise<unknown>): Promise<number> {
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  await run();
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
  const main = new Set(trace.traceEvents.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  let micros = 0;
  for (const e of trace.traceEvents) if (e.ph === "X" && phases.has(e.name) && main.has(`${e.pid}:${e.tid}`)) micros += e.dur ?? 0;
  return micros / 1000;
}
