import type { SourceRegion } from "@/lib/papers/sources";
import { apiRoutes } from "@/lib/routes";

/**
 * A question's region of a PDF paper's page, cut from the page's picture with CSS (issue 35: the
 * review shows each question beside the part of the source it came from): one picture a page,
 * shifted inside a box of the region's shape, never drawn larger than it was stored.
 */
export function SourceRegionView({ region, alt }: { region: SourceRegion; alt: string }) {
  const shape = (region.width * region.pageWidth) / (region.height * region.pageHeight);
  return (
    <div className="relative w-full overflow-hidden rounded bg-white ring-1 ring-slate-200" style={{ aspectRatio: shape, maxWidth: Math.round(region.width * region.pageWidth) }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a staff-only stored file, shown cut: next/image would resize the whole page */}
      <img
        src={apiRoutes.file(region.fileId)}
        alt={alt}
        loading="lazy"
        decoding="async"
        className="absolute max-w-none"
        style={{ width: `${100 / region.width}%`, left: `${(-100 * region.x) / region.width}%`, top: `${(-100 * region.y) / region.height}%` }}
      />
    </div>
  );
}
