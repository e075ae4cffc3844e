"use server";

import { MAX_ID } from "@/lib/db/id";
import { publicRoutes } from "@/lib/routes";
import { z } from "@/lib/zod";
import { invalid } from "@/lib/auth/form-result";
import { requireActionRole } from "@/lib/auth/guard";
import { staffDetailsSchema } from "@/lib/auth/schema";
import { db } from "@/lib/db";
import { acceptFormImage } from "@/lib/files/upload";
import { revalidatePage } from "@/lib/i18n/revalidate";
import { answer } from "@/lib/security/action";
import { storage } from "@/lib/storage";
import { approveStaffRequest, rejectStaffRequest } from "./requests";
import { deleteStaff, setStaffDisabled, updateStaff, type StaffRow } from "./service";

// Staff-View's actions, for admins only. Answers carry message keys under "staff" and field
// error keys under "auth.errors".

const staffId = z.number().int().min(1).max(MAX_ID);

export type StaffActionResult = { ok: true; row?: StaffRow } | { ok: false; message?: string; fieldErrors?: Record<string, string> };

export async function updateStaffAction(id: unknown, form: FormData): Promise<StaffActionResult> {
  return answer<StaffActionResult>("updateStaffAction", async () => {
    const admin = await requireActionRole("ADMIN");
    const target = staffId.safeParse(id);
    if (!target.success || !(form instanceof FormData)) return { ok: false, message: "notFound" };
    const parsed = staffDetailsSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")));
    if (!parsed.success) return invalid(parsed.error);
    const photo = await acceptFormImage(storage(), form, "photo");
    if (photo && !photo.ok) return { ok: false, fieldErrors: { photo: photo.error } };
    const stored = photo?.file ?? null;
    const deps = { db: db(), store: storage(), actorId: admin.id };
    const result = await updateStaff(deps, target.data, parsed.data, stored).catch(async (error) => {
      if (stored) await storage().delete(stored.key);
      throw error;
    });
    if (!result.ok) {
      if (stored) await storage().delete(stored.key);
      return result.error === "notFound" ? { ok: false, message: "notFound" } : { ok: false, fieldErrors: { [fieldOf[result.error]]: result.error } };
    }
    revalidatePage(publicRoutes.faculty);
    return { ok: true, row: result.row };
  });
}

const fieldOf = { usernameTaken: "username", emailTaken: "email", phoneTaken: "phoneNumber" } as const;

export async function deleteStaffAction(id: unknown): Promise<StaffActionResult> {
  return answer<StaffActionResult>("deleteStaffAction", async () => {
    const admin = await requireActionRole("ADMIN");
    const target = staffId.safeParse(id);
    if (!target.success || !(await deleteStaff({ db: db(), store: storage(), actorId: admin.id }, target.data))) return { ok: false, message: "notFound" };
    revalidatePage(publicRoutes.faculty);
    return { ok: true };
  });
}

export async function setStaffDisabledAction(id: unknown, disabled: unknown): Promise<StaffActionResult> {
  return answer<StaffActionResult>("setStaffDisabledAction", async () => {
    const admin = await requireActionRole("ADMIN");
    const target = staffId.safeParse(id);
    if (!target.success || typeof disabled !== "boolean") return { ok: false, message: "notFound" };
    if (!(await setStaffDisabled({ db: db(), actorId: admin.id }, target.data, disabled))) return { ok: false, message: "notFound" };
    revalidatePage(publicRoutes.faculty);
    return { ok: true };
  });
}

/** Approve (true) or reject (false) a self-registered staff account waiting for an admin. */
export async function decideStaffRequestAction(id: unknown, approve: unknown): Promise<StaffActionResult> {
  return answer<StaffActionResult>("decideStaffRequestAction", async () => {
    const admin = await requireActionRole("ADMIN");
    const target = staffId.safeParse(id);
    if (!target.success || typeof approve !== "boolean") return { ok: false, message: "notFound" };
    const deps = { db: db(), store: storage(), actorId: admin.id };
    if (!(await (approve ? approveStaffRequest(deps, target.data) : rejectStaffRequest(deps, target.data)))) return { ok: false, message: "requestGone" };
    revalidatePage(publicRoutes.faculty);
    return { ok: true };
  });
}
