import { Link } from "@/lib/i18n/navigation";
import { portalRoutes } from "@/lib/routes";

/** A student portal page's top: back to Test Series, its heading and what it is for. */
export function PortalHeading({ back, title, intro }: { back: string; title: string; intro: string }) {
  return (
    <div>
      <Link href={portalRoutes.testSeries} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
        {back}
      </Link>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="mt-1 text-slate-700">{intro}</p>
    </div>
  );
}
