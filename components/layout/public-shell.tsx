import { getTranslations } from "next-intl/server";
import { ContactStrip } from "./contact-strip";
import { SecondBar } from "./second-bar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export async function PublicShell({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("nav");
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2">
        {t("skipToContent")}
      </a>
      <ContactStrip />
      <SiteHeader />
      <SecondBar />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
