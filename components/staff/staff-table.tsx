"use client";

import { Form } from "@/components/forms/form";
import { zodResolver } from "@hookform/resolvers/zod";
import Image from "next/image";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field, inputClass } from "@/components/forms/field";
import { SaveCancel } from "@/components/forms/save-cancel";
import { useFormText } from "@/components/forms/use-form-text";
import { DataTable } from "@/components/ui/data-table";
import { ConfirmDialog, useRefusal } from "@/components/ui/dialogs";
import { useRowAction } from "@/components/ui/use-row-action";
import { formResult } from "@/lib/actions/result";
import { staffDetailsSchema, type StaffDetails } from "@/lib/staff/schema";
import { deleteStaffAction, setStaffDisabledAction, updateStaffAction } from "@/lib/staff/actions";
import type { StaffRow } from "@/lib/staff/queries";
import { apiRoutes } from "@/lib/routes";
import { StaffFields, staffFormData } from "./staff-fields";

/**
 * Staff-View: the table of staff (index, name, round photo, date of birth, phone, email, blood
 * group, status, Edit, Delete). Edit swaps the table for the edit form, with the id read-only.
 */
export function StaffTable({ rows, offset }: { rows: StaffRow[]; offset: number }) {
  const t = useTranslations("staff");
  const r = useTranslations("records");
  const [editing, setEditing] = useState<StaffRow | null>(null);
  const [deleting, setDeleting] = useState<StaffRow | null>(null);
  const { busy, run, notify, dialog, deleteLabels } = useRowAction("staff");

  async function remove() {
    if (!deleting) return;
    await run(
      deleting.id,
      () => deleteStaffAction(deleting.id),
      () => ({ title: t("deletedTitle"), text: t("deletedText") }),
      "deleteFailed",
    );
    setDeleting(null);
  }

  function toggle(row: StaffRow) {
    const done = () =>
      row.disabled ? { title: t("enabledTitle"), text: t("enabledText", { name: row.username }) } : { title: t("disabledTitle"), text: t("disabledText", { name: row.username }) };
    return run(row.id, () => setStaffDisabledAction(row.id, !row.disabled), done, "toggleFailed");
  }

  if (editing) {
    return (
      <StaffEditForm
        row={editing}
        onCancel={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          notify({ title: t("updatedTitle"), text: t("updatedText") });
        }}
      />
    );
  }

  const columns = ["index", "name", "photo", "dob", "phone", "email", "bloodGroup", "status", "edit", "delete"] as const;
  return (
    <>
      {rows.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-slate-700">{t("empty")}</p>
      ) : (
        <DataTable
          minWidth="56rem"
          columns={columns.map((c) => ({ key: c, label: t(`columns.${c}`) }))}
          rows={rows.map((row, i) => ({
            key: row.id,
            cells: [
              <span key="i" className="tabular-nums">
                {offset + i + 1}
              </span>,
              <span key="n" className="font-semibold">
                {row.username}
              </span>,
              row.photoId ? (
                <Image key="p" src={apiRoutes.file(row.photoId)} alt={row.username} width={100} height={100} className="size-[100px] rounded-full object-cover" />
              ) : (
                <span key="p" className="text-slate-500">
                  {r("noPhoto")}
                </span>
              ),
              row.dob,
              row.phoneNumber,
              <span key="e" className="break-all">
                {row.email}
              </span>,
              row.bloodGroup,
              <button
                key="s"
                type="button"
                disabled={busy === row.id}
                onClick={() => toggle(row)}
                aria-label={`${row.disabled ? t("enable") : t("disable")}: ${row.username}`}
                className={`rounded-full px-3 py-1 text-xs font-semibold ${row.disabled ? "bg-slate-200 text-slate-800" : "bg-green-100 text-green-900"}`}
              >
                {row.disabled ? t("statusDisabled") : t("statusActive")} · {row.disabled ? t("enable") : t("disable")}
              </button>,
              <button key="ed" type="button" onClick={() => setEditing(row)} className="rounded-full bg-amber-500 px-3 py-1 font-semibold text-slate-900">
                {r("update")}
              </button>,
              <button key="d" type="button" onClick={() => setDeleting(row)} className="rounded-full bg-red-600 px-3 py-1 font-semibold text-white">
                {r("delete")}
              </button>,
            ],
          }))}
        />
      )}
      <ConfirmDialog open={!!deleting} busy={busy !== null} labels={deleteLabels(deleting?.username ?? "")} onCancel={() => setDeleting(null)} onConfirm={remove} />
      {dialog}
    </>
  );
}

type Values = StaffDetails & { photo?: FileList };

function StaffEditForm({ row, onSaved, onCancel }: { row: StaffRow; onSaved: () => void; onCancel: () => void }) {
  const t = useTranslations("staff");
  const r = useTranslations("records");
  const text = useFormText("staff");
  const { refuse, dialog } = useRefusal({ ok: r("ok"), close: r("close") });
  const { register, handleSubmit, formState, setError, getValues } = useForm<Values>({
    resolver: zodResolver(staffDetailsSchema),
    defaultValues: {
      username: row.username,
      email: row.email,
      phoneNumber: row.phoneNumber,
      whatsappNumber: row.whatsappNumber,
      dob: row.dob,
      bloodGroup: row.bloodGroup,
      department: row.department,
      designation: row.designation,
    },
  });

  async function submit(values: StaffDetails) {
    try {
      // The photo goes only when a new one was chosen.
      const result = formResult(await updateStaffAction(row.id, staffFormData(values, getValues("photo"))));
      if (result.ok) return onSaved();
      for (const [field, key] of Object.entries(result.fieldErrors)) setError(field as keyof Values, { message: key });
      refuse({ title: r("errorTitle"), text: text.message(result.message ?? "updateFailed") });
    } catch {
      refuse({ title: r("errorTitle"), text: t("updateFailed") });
    }
  }

  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 className="mb-4 text-xl font-bold text-brand-900">{t("editTitle")}</h2>
      <Form onSubmit={handleSubmit(submit)} noValidate className="grid gap-x-4 sm:grid-cols-2" aria-busy={formState.isSubmitting}>
        <Field label={t("id")}>{(a11y) => <input {...a11y} value={row.id} readOnly className={`${inputClass} bg-slate-100`} />}</Field>
        <StaffFields register={register} errors={formState.errors} photoLabel={r("photoNew")} />
        <div className="sm:col-span-2">
          <SaveCancel busy={formState.isSubmitting} labels={{ save: t("save"), saving: t("saving"), cancel: t("cancel") }} onCancel={onCancel} />
        </div>
      </Form>
      {dialog}
    </section>
  );
}
