"use client";

import { useTranslations } from "next-intl";
import { useConsoleNotice } from "@/components/ui/notice";
import { formResult } from "@/lib/actions/result";
import { addStudentAction } from "@/lib/students/actions";
import { StudentForm } from "./student-form";

/** The admin's "add student": the register number is said in the console's message, the form cleared for the next. */
export function AddStudentForm() {
  const t = useTranslations("students");
  const notices = useConsoleNotice();
  return (
    <StudentForm
      submit={async (values) => formResult(await addStudentAction(values))}
      submitLabel={t("addButton")}
      busyLabel={t("adding")}
      onAdded={(registerNo) => notices.show({ text: t("added", { registerNo }) })}
    />
  );
}
