// An objection's status colours: the student's list, and staff's review of key and reading objections.
export const statusTone = { OPEN: "bg-amber-100 text-amber-900", ACCEPTED: "bg-green-100 text-green-900", REJECTED: "bg-slate-200 text-slate-800" } as const;
