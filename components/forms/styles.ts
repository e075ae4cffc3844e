// Form styles shared by client forms (./field.tsx) and server-rendered GET forms, which cannot take
// a value from a "use client" module.

/** A text input or select: 16 px text (no zoom on focus on a phone) and a 44 px tall target. */
export const inputClass = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base aria-invalid:border-red-600 focus-visible:outline-brand-600";
