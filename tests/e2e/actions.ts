import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";

// Calls a server action over plain HTTP, as the browser's runtime does: the action's id from the
// build's server-reference manifest, posted to a page that hosts it. Shared by the authorization
// table and the security suite.

export interface ActionReference {
  id: string;
  /** "file#export", e.g. "lib/students/actions.ts#addStudentAction". */
  key: string;
  /** A page (in English) whose form posts to the action. */
  page: string;
}

export function actionReferences(nextDir = ".next"): ActionReference[] {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, "server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { filename: string; exportedName: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node).map(([id, reference]) => ({
    id,
    key: `${reference.filename}#${reference.exportedName}`,
    page: Object.keys(reference.workers)[0]
      .replace(/^app/, "")
      .replace(/\/\([^)]+\)/g, "")
      .replace("[locale]", "en")
      .replace(/\/page$/, ""),
  }));
}

/**
 * Arguments as the browser would send them: a JSON array, or one FormData. React sends a FormData's
 * fields as "_1_<name>" before the root "0" that refers to them; a root read first finds no fields.
 */
export type ActionArgs = unknown[] | { form: Record<string, string> };

export interface ActionAnswer {
  status: number;
  body: string;
  /** The action threw (or the request never reached it) instead of returning a value. */
  threw: boolean;
}

function replyForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(`_1_${name}`, value);
  form.append("0", '["$K1"]');
  return form;
}

export async function callAction(context: APIRequestContext, action: ActionReference, args: ActionArgs, extraHeaders: Record<string, string> = {}): Promise<ActionAnswer> {
  const headers = { "next-action": action.id, accept: "text/x-component", ...extraHeaders };
  const response =
    "form" in args
      ? await context.post(action.page, { headers, multipart: replyForm(args.form) })
      : await context.post(action.page, { headers: { ...headers, "content-type": "text/plain;charset=UTF-8" }, data: JSON.stringify(args) });
  const body = await response.text();
  // Row 0 names the row holding the action's own result; other rows are the page re-rendered
  // after it (where a signed-out visitor's redirect shows up as an error of its own).
  const result = body.match(/^0:\{"a":"\$@([0-9a-f]+)"/m)?.[1];
  const threw = response.status() !== 200 || result === undefined || new RegExp(`^${result}:E\\{`, "m").test(body);
  return { status: response.status(), body, threw };
}
