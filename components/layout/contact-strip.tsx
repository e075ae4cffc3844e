import { ContactLinks } from "./contact-links";

/** The contacts above the header from the sm breakpoint. Phones find them in the drawer and the footer: their screen is for the page. */
export function ContactStrip() {
  return (
    <div className="hidden bg-brand-900 text-sm text-white sm:block">
      <ContactLinks listClass="mx-auto flex max-w-6xl flex-wrap items-center gap-x-5 px-4 py-0.5" linkClass="inline-flex min-h-6 items-center gap-1 hover:underline" />
    </div>
  );
}
