"use client";

import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { CloseIcon } from "@/components/layout/icons";

/** What a console action says once it has worked: "Deleted!", then what was deleted. */
export interface Notice {
  title?: string;
  text: string;
}

interface Notices {
  /** Shows a success message in place of the one before. */
  show: (notice: Notice) => void;
  /** Takes the message away (a refusal said after it: the success is no longer the news). */
  clear: () => void;
}

export interface Shown {
  notice: Notice | null;
  /** Counts every message, so the same words said twice are drawn anew and announced twice. */
  serial: number;
}

/** What is shown once `notice` is said (null: closed): it replaces whatever was there. */
export function said(before: Shown, notice: Notice | null): Shown {
  return { notice, serial: notice ? before.serial + 1 : before.serial };
}

const Context = createContext<(Notices & Shown) | null>(null);

/**
 * The console's one place for success messages (issue 35, item 6). A message stays until it is
 * closed or another replaces it: the old 2-second dialogs were gone before a person on a phone
 * had looked up, and a message drawn inside a list went with its last row. Being above every
 * page, the message outlives the row, the dialog or the page that said it.
 */
export function NoticeProvider({ children }: { children: React.ReactNode }) {
  const [shown, setShown] = useState<Shown>({ notice: null, serial: 0 });
  const show = useCallback((notice: Notice) => setShown((before) => said(before, notice)), []);
  const clear = useCallback(() => setShown((before) => said(before, null)), []);
  const value = useMemo(() => ({ ...shown, show, clear }), [shown, show, clear]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The console's messages; null outside the console (a form shared with a public page says its own). */
export function useNotice(): Notices | null {
  return useContext(Context);
}

/** The console's messages, where a component is only ever drawn inside the console. */
export function useConsoleNotice(): Notices {
  const notices = useContext(Context);
  if (!notices) throw new Error("useConsoleNotice needs the console's NoticeProvider");
  return notices;
}

/**
 * The message itself: fixed under the console's top bar, so it is seen wherever the page was
 * scrolled to and covers neither the button just tapped nor the page's layout. The status region
 * is always there, empty when there is nothing to say, so screen readers hear each new message.
 */
export function NoticeRegion({ closeLabel }: { closeLabel: string }) {
  const shown = useContext(Context);
  if (!shown) throw new Error("NoticeRegion needs the console's NoticeProvider");
  return <NoticeView shown={shown} onClose={shown.clear} closeLabel={closeLabel} />;
}

export function NoticeView({ shown: { notice, serial }, onClose, closeLabel }: { shown: Shown; onClose: () => void; closeLabel: string }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-20 flex justify-center px-3">
      <div
        data-testid="console-notice"
        className={notice ? "pointer-events-auto flex w-full max-w-xl items-start gap-1 rounded-xl border border-green-300 bg-green-50 py-1 pr-1 pl-4 text-green-950 shadow-lg" : "contents"}
      >
        <div role="status" className="min-w-0 flex-1 py-2 break-words">
          {notice && (
            <div key={serial}>
              {notice.title && <p className="font-bold">{notice.title}</p>}
              <p>{notice.text}</p>
            </div>
          )}
        </div>
        {notice && (
          <button type="button" onClick={onClose} aria-label={closeLabel} className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-green-900 hover:bg-green-100">
            <CloseIcon />
          </button>
        )}
      </div>
    </div>
  );
}
