/**
 * The box around a table wider than a phone: it scrolls sideways by itself, so the page never
 * does and the last column is a swipe away (edge shadows show there is more, see .table-scroll in
 * app/globals.css). A named region that takes focus, so keyboard users can scroll it with the
 * arrow keys.
 */
export function TableScroll({ labelledBy, className = "", children }: { labelledBy: string; className?: string; children: React.ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={`table-scroll overflow-x-auto overscroll-x-contain rounded-xl ring-1 ring-slate-200 ${className}`}
      data-testid="table-scroll"
    >
      {children}
    </div>
  );
}
