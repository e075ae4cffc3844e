import type { PageShown } from "@/components/ui/page-images";

/** A PDF test's paper in the review (issue 36, item 5): its pages as the server drew them, and the first question of each. */
export interface ReviewPaper {
  pages: PageShown[];
  pageStarts: number[];
}

/**
 * One page of the paper, above the first answer of it the review shows: closed, a line naming the
 * page; a tap opens it at the phone's width, loaded only then. No script: a disclosure.
 */
export function ReviewPage({ page, paper, label }: { page: number; paper: ReviewPaper; label: string }) {
  const shown = paper.pages[page - 1];
  if (!shown) return null;
  const named = label.replace("{page}", String(page));
  return (
    <details>
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline">{named}</summary>
      {/* eslint-disable-next-line @next/next/no-img-element -- drawn by the server at a phone's width, served by /api/files to who may read the paper */}
      <img src={shown.src} width={shown.width} height={shown.height} loading="lazy" alt={named} className="h-auto w-full rounded border border-slate-200 bg-white" />
    </details>
  );
}
