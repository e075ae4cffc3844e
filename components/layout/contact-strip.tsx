import { getTranslations } from "next-intl/server";
import { institute } from "@/lib/config";

export async function ContactStrip() {
  const t = await getTranslations("contact");
  const { phone, whatsapp, email } = institute.contact;
  const items = [
    { href: `tel:${phone.replace(/\s/g, "")}`, label: t("call"), value: phone },
    { href: `https://wa.me/${whatsapp.replace(/\D/g, "")}`, label: t("whatsapp"), value: whatsapp },
    { href: `mailto:${email}`, label: t("email"), value: email },
  ];
  return (
    <div className="bg-brand-900 text-xs text-white sm:text-sm">
      <ul className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-5 gap-y-1 px-4 py-1.5">
        {items.map((i) => (
          <li key={i.href}>
            <a href={i.href} className="hover:underline">
              <span className="font-semibold">{i.label}:</span> {i.value}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
