"use client";

import { useId, useState } from "react";
import { inputClass } from "./styles";
import { EyeIcon, EyeOffIcon } from "@/components/layout/icons";

export { inputClass };
/** A form's main button, and a link that takes its place once the form is done (NextStep). */
export const primaryButtonClass = "inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800 disabled:opacity-70";

/** A labelled control with its hint and error announced and tied to it (aria-describedby). */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    // min-w-0: in a grid or flex row a field may be narrower than its longest option, never wider than the screen.
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mb-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children({ id, "aria-invalid": !!error, "aria-describedby": describedBy })}
      <p id={errorId} aria-live="polite" className="mt-1 min-h-5 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}

/** A choice from a closed list, starting on "Choose…"; the rest of the props go to the <select>. */
export function SelectField<V extends string>({
  label,
  error,
  choose,
  options,
  optionLabel,
  ...select
}: { label: string; error?: string; choose: string; options: readonly V[]; optionLabel: (option: V) => string } & React.ComponentProps<"select">) {
  return (
    <Field label={label} error={error}>
      {(a11y) => (
        <select {...a11y} {...select} className={inputClass}>
          <option value="">{choose}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A password with an eye button to show it. The button is an icon (a Tamil label would not fit
 * beside the dots on a phone), 44 px square inside the field's border, and the field's right
 * padding is wider than the button, so typed text never runs under it.
 */
export function PasswordInput({ show, hide, ...props }: React.InputHTMLAttributes<HTMLInputElement> & { show: string; hide: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? "text" : "password"} className={`${inputClass} pr-12`} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        // One fixed name with a pressed state: a name that also flips would be announced twice.
        aria-pressed={visible}
        aria-label={show}
        title={visible ? hide : show}
        className="absolute inset-y-px right-px flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-brand-600"
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy} className={primaryButtonClass}>
      {busy && <span className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}

export function Alert({ tone, title, children }: { tone: "error" | "success" | "info"; title?: string; children: React.ReactNode }) {
  const colors = {
    error: "border-red-200 bg-red-50 text-red-900",
    success: "border-green-200 bg-green-50 text-green-900",
    info: "border-blue-200 bg-blue-50 text-blue-900",
  }[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-lg border p-3 text-sm ${colors}`}>
      {title && <p className="font-bold">{title}</p>}
      <p>{children}</p>
    </div>
  );
}
