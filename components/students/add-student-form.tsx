"use client";

import { useTranslations } from "next-intl";
import { addStudentAction } from "@/lib/students/actions";
import { StudentForm } from "./student-form";

export function AddStudentForm() {
  const t = useTranslations("students");
  return <StudentForm submit={(values) => addStudentAction(values)} submitLabel={t("addButton")} busyLabel={t("adding")} successText={(registerNo) => t("added", { registerNo })} />;
}
