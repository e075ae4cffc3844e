import { getFormatter, getTranslations } from "next-intl/server";
import { SearchForm } from "@/components/ui/search-form";
import { DataTable } from "@/components/ui/data-table";
import { FilterTab } from "@/components/ui/filter-tab";
import { Pager } from "@/components/ui/pager";
import { requirePageRole } from "@/lib/auth/guard";
import { Link } from "@/lib/i18n/navigation";
import { listPayments, paymentStatuses } from "@/lib/payments/queries";
import { consoleRoutes } from "@/lib/routes";

type Status = (typeof paymentStatuses)[number];

/**
 * Every registration-fee order (admins only): time, the student it made (name, and register number
 * linked to their details) first, then amount, status, gateway, order and payment ids. The ids come
 * last: a wide table scrolls sideways, and the student must not be what scrolls out of sight.
 */
export default async function Payments({ searchParams }: PageProps<"/[locale]/Payments">) {
  await requirePageRole("ADMIN");
  const params = await searchParams;
  const status = paymentStatuses.find((s) => s === params.status) as Status | undefined;
  const query = typeof params.q === "string" ? params.q : undefined;
  const [t, format, list] = await Promise.all([getTranslations("paymentsConsole"), getFormatter(), listPayments({ page: Number(params.page) || 1, status, query })]);
  const link = (value: Status | undefined) => ({ pathname: consoleRoutes.students.payments, query: { ...(value ? { status: value } : {}), ...(query ? { q: query } : {}) } });
  return (
    <section>
      <h1 className="text-2xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-1 text-slate-600">{t("intro")}</p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {[undefined, ...paymentStatuses].map((value) => (
          <FilterTab key={value ?? "all"} href={link(value)} current={value === status}>
            {value ? t(`status.${value}`) : t("all")}
          </FilterTab>
        ))}
      </div>
      <SearchForm query={query ?? ""} label={t("search")} placeholder={t("searchPlaceholder")} keep={status ? { status } : {}} />
      <p className="mt-2 text-sm text-slate-600">{t("total", { total: list.total })}</p>
      {list.rows.length === 0 ? (
        <p className="mt-4 rounded-lg bg-white p-4 text-slate-700">{t("empty")}</p>
      ) : (
        <div className="mt-4">
          <DataTable
            minWidth="64rem"
            columns={(["when", "student", "amount", "status", "gateway", "orderId", "paymentId"] as const).map((key) => ({ key, label: t(`columns.${key}`) }))}
            rows={list.rows.map((p) => ({
              key: p.id,
              cells: [
                <span key="w" className="whitespace-nowrap">
                  {format.dateTime(p.createdAt, { dateStyle: "medium", timeStyle: "short" })}
                </span>,
                <Student key="u" user={p.user} />,
                format.number(p.amountPaise / 100, { style: "currency", currency: p.currency }),
                <span key="s">
                  {t(`status.${p.status}`)}
                  {p.problem && <span className="block text-xs text-red-700">{p.problem}</span>}
                </span>,
                p.gateway === "test" ? t("testGateway") : p.gateway,
                <code key="o" className="text-xs">
                  {p.orderId}
                </code>,
                <code key="p" className="text-xs">
                  {p.paymentId ?? "–"}
                </code>,
              ],
            }))}
          />
        </div>
      )}
      <Pager page={list.page} pages={list.pages} href={(page) => ({ ...link(status), query: { ...link(status).query, page } })} />
    </section>
  );
}

/** The student a paid order made: their name, and their register number leading to their row of Student-Details. */
function Student({ user }: { user: { username: string; student: { registerNo: string } | null } | null }) {
  if (!user) return "–";
  const registerNo = user.student?.registerNo;
  return (
    <span>
      <span className="block font-semibold">{user.username}</span>
      {registerNo && (
        <Link href={{ pathname: consoleRoutes.students.view, query: { q: registerNo } }} className="text-xs font-semibold text-brand-700 tabular-nums hover:underline">
          {registerNo}
        </Link>
      )}
    </span>
  );
}
