import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { ServiceWorker } from "@/components/offline/service-worker";
import { institute } from "@/lib/config";
import { env } from "@/lib/env";
import { routing } from "@/lib/i18n/routing";
import { latin, tamil } from "../fonts";
import "../globals.css";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: "meta" });
  const brand = institute.name[locale];
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: brand, template: `%s | ${brand}` },
    description: t("description"),
  };
}

// resizes-content: the on-screen keyboard shrinks the layout viewport (and dvh) instead of covering
// it, so the phone search sheet (components/layout/header-search.tsx) and forms end above it.
export const viewport: Viewport = { themeColor: "#1e40af", width: "device-width", initialScale: 1, interactiveWidget: "resizes-content" };

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // Client components get only the strings they render, so pages ship little JSON.
  const { error, logout } = await getMessages();
  return (
    <html lang={locale} className={`${tamil.variable} ${latin.variable}`}>
      <body className="min-h-dvh font-sans">
        <NextIntlClientProvider messages={{ error, logout }}>{children}</NextIntlClientProvider>
        <ServiceWorker />
      </body>
    </html>
  );
}
