import type { z } from "zod";

/** What every form action returns: `message` is a key under "auth", field errors keys under "auth.errors". */
export type FormResult = { ok: true; pending?: boolean } | { ok: false; message?: string; fieldErrors?: Record<string, string> };

export function invalid(error: z.ZodError): FormResult {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  return { ok: false, fieldErrors };
}
