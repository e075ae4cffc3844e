import type { Conditions } from "../tests/omr/capture";
import type { Habits } from "../tests/omr/scans";

// The conditions bench/omr.ts reads sheets under (issue 37), twelve in turn: scans and phone
// photos; a desk, a dark bench, a cloth; barrel distortion of 4–12 %; a folded sheet; a blurry
// photo of faint pencil; pen and pencil; and letters ringed, ticked or crossed on some sheets.

export interface SheetConditions {
  kind: "scan" | "photo";
  conditions: Conditions;
  habits: Habits;
}

const UNSHADED = { unshaded: 0.05 };

const cycle: ((i: number) => SheetConditions)[] = [
  () => ({ kind: "scan", conditions: {}, habits: {} }),
  () => ({ kind: "scan", conditions: {}, habits: { pencil: "firm" } }),
  () => ({ kind: "scan", conditions: {}, habits: UNSHADED }),
  () => ({ kind: "photo", conditions: {}, habits: {} }),
  () => ({ kind: "photo", conditions: { surface: "dark" }, habits: UNSHADED }),
  () => ({ kind: "photo", conditions: { surface: "cloth" }, habits: { pencil: "firm" } }),
  (i) => ({ kind: "photo", conditions: { barrel: 0.04 + ((i * 0.37) % 1) * 0.08 }, habits: {} }),
  (i) => ({ kind: "photo", conditions: { surface: "dark", barrel: 0.04 + ((i * 0.61) % 1) * 0.08 }, habits: { pencil: "firm", ...UNSHADED } }),
  () => ({ kind: "photo", conditions: { fold: true }, habits: {} }),
  () => ({ kind: "photo", conditions: { surface: "cloth", fold: true }, habits: UNSHADED }),
  () => ({ kind: "photo", conditions: { blurry: true }, habits: { pencil: "faint" } }),
  () => ({ kind: "scan", conditions: {}, habits: { pencil: "faint" } }),
];

export const conditionsOf = (i: number): SheetConditions => cycle[i % cycle.length](i);

export function describe({ kind, conditions: c, habits: h }: SheetConditions): string {
  const on = kind === "photo" ? ` on ${c.surface === "dark" ? "a dark bench" : c.surface === "cloth" ? "a cloth" : "a desk"}` : "";
  const extra = [c.barrel && `barrel ${(100 * c.barrel).toFixed(0)} %`, c.fold && "folded", c.blurry && "blurry", h.pencil && `${h.pencil} pencil`, h.unshaded && "rings and ticks"].filter(
    Boolean,
  );
  return `${kind}${on}${extra.length ? `, ${extra.join(", ")}` : ""}`;
}
