import { getLocale, getTranslations } from "next-intl/server";
import { institute, type Locale } from "@/lib/config";
import { Link } from "@/lib/i18n/navigation";
import { footerGroups } from "@/lib/navigation";

export async function SiteFooter() {
  const locale = (await getLocale()) as Locale;
  const [nav, footer, contact] = await Promise.all([getTranslations("nav"), getTranslations("footer"), getTranslations("contact")]);
  const brand = institute.name[locale];
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-6">
        <div className="sm:col-span-2">
          <p className="text-lg font-bold text-white">{brand}</p>
          <p className="mt-2 text-sm">{footer("about")}</p>
          <p className="mt-4 text-sm font-semibold text-white">{footer("contactHeading")}</p>
          <address className="mt-1 text-sm not-italic">
            {institute.contact.address[locale]}
            <br />
            <a href={`tel:${institute.contact.phone.replace(/\s/g, "")}`} className="hover:underline">
              {contact("call")}: {institute.contact.phone}
            </a>
          </address>
        </div>
        {footerGroups.map((g) => (
          <div key={g.label}>
            <p className="text-sm font-bold text-white">{nav(g.label)}</p>
            <ul className="mt-2 space-y-1 text-sm">
              {g.links.map((l) => (
                <li key={`${g.label}${l.href}${l.label}`}>
                  <Link href={l.href} className="hover:text-white hover:underline">
                    {nav(l.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs">{footer("rights", { year: new Date().getFullYear(), brand })}</p>
    </footer>
  );
}
