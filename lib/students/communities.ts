// The communities of Tamil Nadu's reservation rules, in the order the forms list them. Kept apart
// from the zod schema (./schema.ts): the exam rules and the eligibility checker run in the browser
// on public pages, and importing the schema brought zod with them (~90 KB on /Eligibility).
export const communities = ["OC", "BC", "BCM", "MBC", "SC", "SCA", "ST"] as const;
