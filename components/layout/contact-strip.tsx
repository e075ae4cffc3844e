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
      <ul className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-5 px-4 py-0.5">
        {items.map((i) => (
          <li key={i.href}>
            <a href={i.href} className="inline-flex min-h-6 items-center gap-1 hover:underline">
              <span className="font-semibold">{i.label}:</span> {i.value}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
