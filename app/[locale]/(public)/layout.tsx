import { setRequestLocale } from "next-intl/server";
import { PublicShell } from "@/components/layout/public-shell";

export default async function PublicLayout({ children, params }: LayoutProps<"/[locale]">) {
  // Layouts render in parallel with pages, so each sets the locale to stay static.
  setRequestLocale((await params).locale);
  return <PublicShell>{children}</PublicShell>;
}
