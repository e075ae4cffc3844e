import { getLocale, getTranslations } from "next-intl/server";
import { institute, type Locale } from "@/lib/config";
import { Link } from "@/lib/i18n/navigation";
import { footerGroups } from "@/lib/navigation";
import { ContactLinks } from "./contact-links";

// Every link is a 44 px tap target; on phones the link groups sit two abreast so that does not
// make the footer twice as long.
const linkClass = "inline-flex min-h-11 items-center py-1 leading-snug hover:text-white hover:underline";

export async function SiteFooter() {
  const locale = (await getLocale()) as Locale;
  const [nav, footer] = await Promise.all([getTranslations("nav"), getTranslations("footer")]);
  const brand = institute.name[locale];
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-8 px-4 py-10 lg:grid-cols-6">
        <div className="col-span-2">
          <p className="text-lg font-bold text-white">{brand}</p>
          <p className="mt-2 text-sm">{footer("about")}</p>
          <p className="mt-4 text-sm font-semibold text-white">{footer("contactHeading")}</p>
          <address className="mt-1 text-sm not-italic">
            {institute.contact.address[locale]}
            <ContactLinks linkClass={`${linkClass} flex-wrap gap-x-1`} />
          </address>
        </div>
        {footerGroups.map((g) => (
          <div key={g.label} className="min-w-0">
            <p className="text-sm font-bold text-white">{nav(g.label)}</p>
            <ul className="mt-1 text-sm">
              {g.links.map((l) => (
                <li key={`${g.label}${l.href}${l.label}`}>
                  <Link href={l.href} className={linkClass}>
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
