"use client";

import { useTranslations } from "next-intl";

/**
 * The words for an action's answer (lib/actions/result.ts): a message key is looked up in the
 * form's own namespace first (a form may say "too many registrations" where others say "too many
 * attempts"), then under "form", then "form.errors"; a field error key under "form.errors". The page's client provider
 * must carry "form" as well as the form's namespace.
 */
export function useFormText(namespace: string) {
  const own = useTranslations(namespace);
  const form = useTranslations("form");
  return {
    // A clash (emailTaken) is both a field's error and the form's message.
    message: (key: string) => (own.has(key) ? own(key) : form.has(key) ? form(key) : form.has(`errors.${key}`) ? form(`errors.${key}`) : form("unexpected")),
    field: (key: string | undefined) => (key ? (form.has(`errors.${key}`) ? form(`errors.${key}`) : key) : undefined),
  };
}
