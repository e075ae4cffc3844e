// Type-checked by `tsc` (npm test's typecheck stage), never run: an action that does not say who
// may call it does not compile (lib/actions/builder.ts).
import { action } from "@/lib/actions/builder";

export function neverCalled() {
  // @ts-expect-error who may call it must be declared
  action("noRole");
  // @ts-expect-error an empty list of roles declares nobody
  action("emptyRoles", []);
  // @ts-expect-error only the app's roles
  action("unknownRole", ["ROOT"]);
  // A role-limited action's context has the caller, never null.
  action("admin", ["ADMIN"]).action(async ({ ctx }) => ctx.user.id satisfies number);
}
