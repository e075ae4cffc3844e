"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import type { FileKind } from "@/lib/files/upload";

/** What each kind of upload takes; the server checks the content again (lib/files, lib/papers/read.ts). */
const kinds: Record<FileKind | "paper", { accept: string; types: string[]; extensions: RegExp; wrongType: string }> = {
  pdf: { accept: "application/pdf,.pdf", types: ["application/pdf"], extensions: /\.pdf$/i, wrongType: "errors.pdfOnly" },
  image: { accept: "image/jpeg,image/png,image/webp", types: ["image/jpeg", "image/png", "image/webp"], extensions: /\.(jpe?g|png|webp)$/i, wrongType: "errors.imageType" },
  /** A question paper (issue 35): Word, PDF, or text (Aiken, GIFT, numbered questions). */
  paper: {
    accept: ".docx,.pdf,.txt,.gift,application/pdf,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    types: ["application/pdf", "text/plain", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    extensions: /\.(docx|pdf|txt|gift)$/i,
    wrongType: "errors.paperType",
  },
};

type Props = Omit<React.ComponentProps<"input">, "type" | "accept" | "className"> & { kind: FileKind | "paper" };

/**
 * Every file input of the site, in the page's language: the browser's own "Choose File / No file
 * chosen" cannot be translated, so the input is hidden (still focusable) inside a label drawn as a
 * button, with the chosen file's name, or "no file chosen", beside it. A file of the wrong kind is
 * refused at once with a message. Takes a react-hook-form `register(...)` or a ref like an <input>.
 */
export function FilePicker({ kind, ref, onChange, disabled, "aria-describedby": describedBy, ...input }: Props) {
  const t = useTranslations("form");
  const rule = kinds[kind];
  const own = useRef<HTMLInputElement | null>(null);
  const statusId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [wrong, setWrong] = useState(false);

  // A form reset (react-hook-form's reset() resets the <form>) empties the input without a change event.
  useEffect(() => {
    const form = own.current?.form;
    if (!form) return;
    const clear = () => {
      setChosen(null);
      setWrong(false);
    };
    form.addEventListener("reset", clear);
    return () => form.removeEventListener("reset", clear);
  }, []);

  function changed(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // By type or by name: some phones' file managers give no type, or a generic one, for a PDF.
    const fits = !file || rule.types.includes(file.type) || rule.extensions.test(file.name);
    if (!fits) event.target.value = "";
    setWrong(!fits);
    setChosen(fits && file ? file.name : null);
    onChange?.(event);
  }

  const attach = (element: HTMLInputElement | null) => {
    own.current = element;
    if (typeof ref === "function") ref(element);
    else if (ref) ref.current = element;
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <label
        className={`inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 font-semibold text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer hover:bg-brand-50"}`}
      >
        <input
          {...input}
          ref={attach}
          type="file"
          accept={rule.accept}
          disabled={disabled}
          onChange={changed}
          aria-describedby={[describedBy, statusId].filter(Boolean).join(" ")}
          className="sr-only"
        />
        {t("chooseFile")}
      </label>
      <span id={statusId} aria-live="polite" className={`min-w-0 text-sm break-all ${wrong ? "font-semibold text-red-700" : "text-slate-700"}`}>
        {wrong ? t(rule.wrongType) : (chosen ?? t("noFileChosen"))}
      </span>
    </div>
  );
}
