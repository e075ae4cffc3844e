import { getTranslations } from "next-intl/server";
import { institute } from "@/lib/config";

/**
 * The institute's phone, WhatsApp and email as a list of links: above the header on wider
 * screens (contact-strip.tsx), in the phone drawer and in the footer. Rendered on the server, so
 * the drawer ships them as markup, not code.
 */
/** The institute's phone as a link that dials it, and its WhatsApp number as one that opens a chat. */
export const callHref = (phone: string) => `tel:${phone.replace(/\s/g, "")}`;
export const whatsappHref = (number: string) => `https://wa.me/${number.replace(/\D/g, "")}`;

export async function ContactLinks({ listClass, linkClass }: { listClass?: string; linkClass: string }) {
  const t = await getTranslations("contact");
  const { phone, whatsapp, email } = institute.contact;
  const items = [
    { href: callHref(phone), label: t("call"), value: phone },
    { href: whatsappHref(whatsapp), label: t("whatsapp"), value: whatsapp },
    { href: `mailto:${email}`, label: t("email"), value: email },
  ];
  return (
    <ul className={listClass}>
      {items.map((i) => (
        <li key={i.href}>
          <a href={i.href} className={linkClass}>
            <span className="font-semibold">{i.label}:</span> {i.value}
          </a>
        </li>
      ))}
    </ul>
  );
}
