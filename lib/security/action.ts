import { unstable_rethrow } from "next/navigation";
import { NotAllowed } from "@/lib/auth/guard";

// Every server action runs inside `answer`: a caller who may not act, or a failure inside, gets a
// typed refusal the form can show (its keys are in the auth, staff and studentForm messages) instead of a thrown
// error, which Next would answer with a 500. Arguments are checked by each action itself (zod).
// Cross-site and malformed requests never get this far (middleware.ts, lib/security/action-request.ts).

export type Refusal = { ok: false; message: "signInRequired" | "notAllowed" | "invalidInput" | "unexpected" };

export const invalidInput: Refusal = { ok: false, message: "invalidInput" };

export async function answer<T>(name: string, run: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await run();
  } catch (error) {
    // Next's own redirects and not-found answers travel as errors.
    unstable_rethrow(error);
    if (error instanceof NotAllowed) return { ok: false, message: error.status === 401 ? "signInRequired" : "notAllowed" };
    console.error(`action ${name} failed:`, error);
    return { ok: false, message: "unexpected" };
  }
}
