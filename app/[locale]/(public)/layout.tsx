import { setRequestLocale } from "next-intl/server";
import { PublicShell } from "@/components/layout/public-shell";

// At most an hour: Next then sends "s-maxage=3600, stale-while-revalidate=…" on the public pages that
// read no data (pages that do set 60), so a CDN or an nginx cache in front (README, Production)
// serves them and picks up a new deployment within the hour, not a year.
export const revalidate = 3600;

export default async function PublicLayout({ children, params }: LayoutProps<"/[locale]">) {
  // Layouts render in parallel with pages, so each sets the locale to stay static.
  setRequestLocale((await params).locale);
  return <PublicShell>{children}</PublicShell>;
}
