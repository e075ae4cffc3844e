"use client";

import { useTranslations } from "next-intl";

/** The spec's router fallback: a heading, then the error text. */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset?: () => void }) {
  const t = useTranslations("error");
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-2xl font-bold text-red-700">{t("title")}</h1>
      <p className="mt-3 rounded-lg bg-red-50 p-3 font-mono text-sm text-red-900 break-words">
        {error.message}
        {error.digest ? ` (${error.digest})` : ""}
      </p>
      <div className="mt-6 flex gap-3">
        {reset && (
          <button type="button" onClick={reset} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
            {t("retry")}
          </button>
        )}
        {/* A plain link: after an error the client router may be in a bad state. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- deliberate, see above */}
        <a href="/" className="rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-700">
          {t("home")}
        </a>
      </div>
    </div>
  );
}
