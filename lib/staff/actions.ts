"use server";

import { action, refuse, rejectFields } from "@/lib/actions/builder";
import { withPhoto } from "@/lib/actions/form-data";
import { clashField } from "@/lib/actions/result";
import { institute } from "@/lib/config";
import { acceptImageFile } from "@/lib/files/upload";
import { revalidatePage } from "@/lib/i18n/revalidate";
import { publicRoutes } from "@/lib/routes";
import { clientIp } from "@/lib/auth/request";
import { staffRequestLimits, take } from "@/lib/security/rate-limit";
import { storage } from "@/lib/storage";
import { idField, z } from "@/lib/zod";
import { headers } from "next/headers";
import { staffDetailsSchema, staffRegisterSchema } from "./schema";
import { approveStaffRequest, deleteStaff, registerStaff, rejectStaffRequest, setStaffDisabled, updateStaff } from "./service";

// Staff accounts: the public sign-up (and the admin's "add staff", the same form) and Staff-View's
// actions, for admins only. Messages are keys under "staff" (or "auth" for the sign-up form).

const staffId = idField;
const registerForm = withPhoto(staffRegisterSchema);
const editForm = withPhoto(staffDetailsSchema);

/** Stores the form's photo (checked by content and size first); null when none was chosen. */
async function storedPhoto(schema: typeof registerForm | typeof editForm, file: File | null) {
  if (!file) return null;
  const stored = await acceptImageFile(storage(), file);
  return stored.ok ? stored.file : rejectFields(schema, { photo: stored.error });
}

export const registerStaffAction = action("registerStaffAction", "anyone")
  .inputSchema(registerForm)
  .action(async ({ parsedInput: { photo, ...input }, ctx }) => {
    const actorId = ctx.user?.role === "ADMIN" ? ctx.user.id : undefined;
    // Sign-up requests from one address are limited before anything is stored.
    if (!actorId && !(await take(ctx.db, staffRequestLimits(clientIp(await headers())))).ok) refuse("tooManyAttempts");
    const result = await registerStaff({ db: ctx.db, store: storage(), actorId }, input, await storedPhoto(registerForm, photo), institute.staffRegistrationCap);
    if (!result.ok) return result.error === "limitReached" ? refuse("limitReached") : rejectFields(registerForm, { [clashField[result.error]]: result.error });
    revalidatePage(publicRoutes.faculty);
    // A self-registered account waits for an admin; the form says so.
    return { pending: !actorId };
  });

export const updateStaffAction = action("updateStaffAction", ["ADMIN"])
  .bindArgsSchemas([staffId])
  .inputSchema(editForm)
  .action(async ({ bindArgsParsedInputs: [id], parsedInput: { photo, ...details }, ctx }) => {
    const result = await updateStaff({ db: ctx.db, store: storage(), actorId: ctx.user.id }, id, details, await storedPhoto(editForm, photo));
    if (!result.ok) return result.error === "notFound" ? refuse("notFound") : rejectFields(editForm, { [clashField[result.error]]: result.error });
    revalidatePage(publicRoutes.faculty);
    return { row: result.row };
  });

export const deleteStaffAction = action("deleteStaffAction", ["ADMIN"])
  .bindArgsSchemas([staffId])
  .action(async ({ bindArgsParsedInputs: [id], ctx }) => {
    if (!(await deleteStaff({ db: ctx.db, store: storage(), actorId: ctx.user.id }, id))) refuse("notFound");
    revalidatePage(publicRoutes.faculty);
  });

export const setStaffDisabledAction = action("setStaffDisabledAction", ["ADMIN"])
  .bindArgsSchemas([staffId])
  .inputSchema(z.boolean())
  .action(async ({ bindArgsParsedInputs: [id], parsedInput: disabled, ctx }) => {
    if (!(await setStaffDisabled({ db: ctx.db, actorId: ctx.user.id }, id, disabled))) refuse("notFound");
    revalidatePage(publicRoutes.faculty);
  });

/** Approve (true) or reject (false) a self-registered staff account waiting for an admin. */
export const decideStaffRequestAction = action("decideStaffRequestAction", ["ADMIN"])
  .bindArgsSchemas([staffId])
  .inputSchema(z.boolean())
  .action(async ({ bindArgsParsedInputs: [id], parsedInput: approve, ctx }) => {
    const deps = { db: ctx.db, store: storage(), actorId: ctx.user.id };
    if (!(await (approve ? approveStaffRequest(deps, id) : rejectStaffRequest(deps, id)))) refuse("requestGone");
    revalidatePage(publicRoutes.faculty);
  });
