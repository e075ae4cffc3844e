import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { PublicShell } from "@/components/layout/public-shell";

export default async function AuthLayout({ children, params }: LayoutProps<"/[locale]">) {
  setRequestLocale((await params).locale);
  const { auth, error, form, logout } = await getMessages();
  return (
    <PublicShell>
      <NextIntlClientProvider messages={{ auth, error, form, logout }}>{children}</NextIntlClientProvider>
    </PublicShell>
  );
}
