"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import type { PdfPagesLabels } from "@/components/ui/page-controls";
import { PageImages, type PageShown } from "@/components/ui/page-images";
import { pageOf } from "@/lib/mock-tests/pages";
import { barBottom } from "./palette";

// pdf.js comes only with a paper the server has not drawn into page images (yet), never with another page.
const PdfPages = lazy(() => import("@/components/ui/pdf-pages"));

/** A PDF test's paper: the PDF, and its pages as the server drew them (empty until drawn, or if it could not be). */
export interface SheetPaper {
  pdf: string;
  pages: PageShown[];
}

/**
 * The first question whose row starts below the sticky bar (which holds the paper): the question
 * the student is looking at on the long sheet. Rows are in order, so a binary search over them.
 */
function questionInView(count: number): number {
  const bar = barBottom();
  let [low, high] = [1, count];
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    const top = document.getElementById(`q-${mid}`)?.getBoundingClientRect().top ?? 0;
    if (top < bar) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Which page of a PDF paper to show (issue 34): the page of the question the student is on (the
 * row in view, or the one just marked) when staff said where each page starts; a page the student
 * turned to stays until that question's page changes.
 */
export function usePaperPage(count: number, pageStarts: readonly number[]) {
  const [question, setQuestion] = useState(1);
  const follows = pageStarts.length > 0;
  const wanted = follows ? pageOf(question, pageStarts) : null;
  const [shown, setShown] = useState({ page: 1, for: wanted });
  // The question's page changed: the paper turns to it (state adjusted while rendering, not in an effect).
  if (wanted !== null && shown.for !== wanted) setShown({ page: wanted, for: wanted });
  useEffect(() => {
    if (!follows) return;
    let frame = 0;
    const scrolled = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setQuestion(questionInView(count)));
    };
    window.addEventListener("scroll", scrolled, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", scrolled);
    };
  }, [follows, count]);
  return { page: shown.page, turn: (page: number) => setShown((s) => ({ ...s, page })), onQuestion: setQuestion };
}

const frameClass = "h-[32dvh] lg:h-[55dvh]";

/** The paper above the bubbles, inside the sticky bar: its body text readable, its pages turned with the student. */
export function PaperPane({ paper, title, page, onPage, labels }: { paper: SheetPaper; title: string; page: number; onPage: (page: number) => void; labels: PdfPagesLabels }) {
  return (
    <div className="mt-2 w-full">
      {paper.pages.length ? (
        <PageImages pages={paper.pages} title={title} labels={labels} page={page} onPage={onPage} frameClass={frameClass} />
      ) : (
        <Suspense fallback={<div className="h-[36dvh] animate-pulse rounded-lg bg-slate-100" />}>
          <PdfPages src={paper.pdf} title={title} labels={labels} page={page} onPage={onPage} readable frameClass={frameClass} />
        </Suspense>
      )}
    </div>
  );
}

/** What the sheet keeps for a reload with no network: the page images, or the PDF the sheet draws. */
export const paperFiles = (paper: SheetPaper | null) => (paper ? (paper.pages.length ? paper.pages.map((p) => p.src) : [paper.pdf]) : []);
