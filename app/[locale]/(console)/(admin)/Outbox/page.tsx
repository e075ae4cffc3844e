import { getFormatter, getTranslations } from "next-intl/server";
import { MailText } from "@/components/mail/mail-text";
import { PagedLog } from "@/components/ui/paged-log";
import { requirePageRole } from "@/lib/auth/guard";
import { outboxPage } from "@/lib/mail/queries";
import { consoleRoutes } from "@/lib/routes";

/** Admins read here what the site mailed: without SMTP this is how reset links reach people; with SMTP, only whether it went. */
export default async function Outbox({ searchParams }: PageProps<"/[locale]/Outbox">) {
  await requirePageRole("ADMIN");
  const { page: requested } = await searchParams;
  const [t, format, { rows, page, pages }] = await Promise.all([getTranslations("console"), getFormatter(), outboxPage(Number(requested ?? 1))]);
  return (
    <PagedLog title={t("outboxTitle")} intro={t("outboxIntro")} emptyNote={t("outboxEmpty")} empty={rows.length === 0} page={page} pages={pages} pathname={consoleRoutes.outbox}>
      <ul className="mt-6 space-y-3">
        {rows.map((mail) => (
          <li key={mail.id} className="rounded-xl bg-white p-4 shadow-sm">
            <p className="text-sm text-slate-600">
              {t("to")}: <strong>{mail.to}</strong> · {format.dateTime(mail.createdAt, { dateStyle: "medium", timeStyle: "short" })} ·{" "}
              {t(mail.sentAt ? "sent" : mail.failedAt ? "mailGaveUp" : mail.viaSmtp ? "mailQueued" : "notSent")}
            </p>
            <p className="mt-1 font-semibold">{mail.subject}</p>
            {mail.text === null ? (
              <p className="mt-2 text-sm text-slate-600">{t("mailTextNotShown")}</p>
            ) : (
              <MailText text={mail.text} labels={{ copy: t("copyLink"), copied: t("copied"), copyFailed: t("copyFailed") }} />
            )}
          </li>
        ))}
      </ul>
    </PagedLog>
  );
}
