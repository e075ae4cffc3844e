import { getTranslations } from "next-intl/server";
import { CallButtons } from "./call-buttons";
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
      {/* Room under the footer for the two call buttons (16 + 56 + 12 + 56 px), in its colour. */}
      <div aria-hidden="true" className="h-36 bg-slate-900 md:hidden" />
      <CallButtons />
    </>
  );
}
