import "server-only";
import { ActionBindArgsValidationError, createSafeActionClient, returnServerError, returnValidationErrors, type ValidationErrors } from "next-safe-action";
import { db } from "@/lib/db";
import { currentUser, NotAllowed, type CurrentUser } from "@/lib/auth/guard";
import type { AppRole } from "@/lib/auth/schema";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { z } from "@/lib/zod";
import type { Refusal } from "./result";
import { log } from "@/lib/ops/log";

// The one way to write a server action (next-safe-action, as dub does): `action(name, allow)`
// declares who may call it, then `.inputSchema(zod)` (and `.bindArgsSchemas` for leading ids)
// and `.action(async ({ parsedInput, ctx }) => ...)`. Without `allow` it does not type-check;
// tests/unit/actions.test.ts checks that every export of a "use server" file is built here.
//
// Who may call is checked before the input is read. A refusal, a bad leading argument or a
// failure inside reaches the browser as `serverError`, a message key under "form"
// (lib/actions/result.ts folds every answer into one FormResult); Next's redirects pass through.
// Cross-site and malformed requests never get this far (middleware.ts, lib/security/action-request.ts).

const base = createSafeActionClient({
  defineMetadataSchema: () => z.object({ name: z.string() }),
  defaultValidationErrorsShape: "flattened",
  handleServerError(error, { metadata }): Refusal {
    if (error instanceof NotAllowed) return error.status === 401 ? "signInRequired" : "notAllowed";
    // Leading arguments are ids of rows (and the reset form's role): one that cannot be valid names no row.
    if (error instanceof ActionBindArgsValidationError) return "notFound";
    log.error({ err: error, action: metadata?.name }, "action failed");
    return "unexpected";
  },
});

export interface ActionContext<User> {
  user: User;
  db: PrismaClient;
}

/** An action anyone may call (sign-in, registration, payment); `ctx.user` is whoever is signed in, if anyone. */
export function action(name: string, allow: "anyone"): ReturnType<typeof anyone>;
/** An action for these roles only; `ctx.user` is the caller. */
export function action(name: string, allow: readonly [AppRole, ...AppRole[]]): ReturnType<typeof only>;
export function action(name: string, allow: "anyone" | readonly AppRole[]) {
  return allow === "anyone" ? anyone(name) : only(name, allow);
}

const anyone = (name: string) => base.metadata({ name }).use(async ({ next }) => next({ ctx: { user: await currentUser(), db: db() } satisfies ActionContext<CurrentUser | null> }));

const only = (name: string, allowed: readonly AppRole[]) =>
  base.metadata({ name }).use(async ({ next }) => {
    const user = await currentUser();
    if (!user) throw new NotAllowed(401);
    if (!allowed.includes(user.role)) throw new NotAllowed(403);
    return next({ ctx: { user, db: db() } satisfies ActionContext<CurrentUser> });
  });

/** Ends an action with a message for the form: a key under "form", or under the form's own namespace. */
export function refuse(message: string): never {
  return returnServerError(message);
}

/** Ends an action with errors on the schema's fields (keys under "form.errors"), and a message if given. */
export function rejectFields<S extends z.ZodType>(schema: S, fields: Partial<Record<keyof z.output<S>, string>>, message?: string): never {
  const errors: Record<string, { _errors: string[] } | string[]> = { _errors: message ? [message] : [] };
  for (const [field, key] of Object.entries(fields)) if (typeof key === "string") errors[field] = { _errors: [key] };
  return returnValidationErrors(schema, errors as ValidationErrors<S>);
}
