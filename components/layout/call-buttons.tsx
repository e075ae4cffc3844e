import { getTranslations } from "next-intl/server";
import { institute } from "@/lib/config";
import { callHref, whatsappHref } from "./contact-links";

// A parent on a phone calls or messages the institute with one thumb (issue 38): two round buttons
// at the bottom right of every public page, on phones only (wider screens have the contact strip).
// Plain links drawn on the server: no code ships for them. The shell leaves room under the footer
// so they never hide its last line.

const button = "flex size-14 items-center justify-center rounded-full text-white shadow-lg ring-2 ring-white focus-visible:outline-offset-4";

export async function CallButtons() {
  const t = await getTranslations("contact");
  const { phone, whatsapp } = institute.contact;
  return (
    <nav aria-label={t("quick")} className="fixed right-4 bottom-4 z-40 flex flex-col gap-3 md:hidden print:hidden">
      <a href={callHref(phone)} aria-label={`${t("call")} ${phone}`} className={`${button} bg-brand-700`}>
        <svg viewBox="0 0 24 24" className="size-7" fill="currentColor" aria-hidden="true">
          <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2z" />
        </svg>
      </a>
      <a href={whatsappHref(whatsapp)} aria-label={`${t("whatsapp")} ${whatsapp}`} className={`${button} bg-green-600`}>
        <svg viewBox="0 0 24 24" className="size-7" fill="currentColor" aria-hidden="true">
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2l-.4-.3z" />
        </svg>
      </a>
    </nav>
  );
}
