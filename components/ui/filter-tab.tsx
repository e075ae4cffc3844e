import type { ComponentProps } from "react";
import { Link } from "@/lib/i18n/navigation";

/** One choice of a list filter (department, status): a pill link, filled when it is the current one. */
export function FilterTab({ href, current, children }: { href: ComponentProps<typeof Link>["href"]; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
    >
      {children}
    </Link>
  );
}
