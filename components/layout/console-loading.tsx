import { getTranslations } from "next-intl/server";

/** Shown while a console page loads its rows from the server. */
export async function ConsoleLoading() {
  const t = await getTranslations("console");
  return (
    <div role="status" className="flex items-center gap-3 p-6 text-slate-700">
      <span className="size-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
      {t("loading")}
    </div>
  );
}
