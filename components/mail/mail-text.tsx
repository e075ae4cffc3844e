import { CopyButton } from "@/components/ui/copy-button";

const LINK = /(https?:\/\/\S+)/;

/**
 * A mail's text as an admin reads it in the Outbox: in the site's font (a monospace font has no
 * Tamil letters), line breaks kept, and each link clickable with a button that copies it, since
 * without a mail server the admin passes the link on by hand.
 */
export function MailText({ text, labels }: { text: string; labels: { copy: string; copied: string; copyFailed: string } }) {
  // split with a capturing group: the links are the odd parts.
  const parts = text.split(LINK);
  return (
    <div className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800" data-testid="mail-text">
      {parts.map((part, i) =>
        i % 2 === 0 ? (
          part
        ) : (
          <span key={i} className="inline-flex flex-wrap items-center gap-2">
            <a href={part} className="min-w-0 break-all text-brand-700 underline">
              {part}
            </a>
            <CopyButton
              text={part}
              label={labels.copy}
              done={labels.copied}
              failed={labels.copyFailed}
              className="min-h-11 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            />
          </span>
        ),
      )}
    </div>
  );
}
