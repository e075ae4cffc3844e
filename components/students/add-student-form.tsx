"use client";

import { useTranslations } from "next-intl";
import { formResult } from "@/lib/actions/result";
import { addStudentAction } from "@/lib/students/actions";
import { StudentForm } from "./student-form";

export function AddStudentForm() {
  const t = useTranslations("students");
  return (
    <StudentForm
      submit={async (values) => formResult(await addStudentAction(values))}
      submitLabel={t("addButton")}
      busyLabel={t("adding")}
      successText={(registerNo) => t("added", { registerNo })}
    />
  );
}
