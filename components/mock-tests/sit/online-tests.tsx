import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { studentMockTests, type StudentMockTest } from "@/lib/mock-tests/queries";
import { mockTestRoutes } from "@/lib/routes";
import { StartButton } from "./start-button";
import { startLabels } from "./start-labels";

/**
 * The top of /Test-Series: online tests open now (Start or Continue), upcoming (when they open, in
 * IST) and the newest closed ones (their result), in the reader's language.
 */
export async function OnlineTests({ userId }: { userId: number }) {
  const [t, format, locale, tests, labels] = await Promise.all([getTranslations("mockSit"), getFormatter(), getLocale(), studentMockTests(userId), startLabels()]);
  const when = (date: Date) => format.dateTime(date, { dateStyle: "medium", timeStyle: "short" });
  const card = (test: StudentMockTest, time: string, action: React.ReactNode) => (
    <li key={test.id} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="mock-test">
      <div>
        <h3 className="font-bold text-slate-900">{locale === "en" ? test.titleEn : test.titleTa}</h3>
        <p className="text-sm text-slate-600">
          {t("questions", { count: test.questions })} · {t("minutes", { count: test.minutes })}
        </p>
        <p className="text-sm text-slate-600">{time}</p>
      </div>
      <div className="mt-auto">{action}</div>
    </li>
  );
  const group = (title: string, list: StudentMockTest[], render: (test: StudentMockTest) => React.ReactNode, empty?: string) =>
    list.length || empty ? (
      <div className="mt-4">
        <h3 className="text-lg font-semibold text-brand-900">{title}</h3>
        {list.length ? <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{list.map(render)}</ul> : <p className="mt-2 text-slate-700">{empty}</p>}
      </div>
    ) : null;
  const resultLink = (test: StudentMockTest) => (
    <Link href={mockTestRoutes.result(test.id)} className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-5 font-semibold text-brand-700">
      {t("result")}
    </Link>
  );
  const startLink = "inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white sm:w-auto";
  const status = (text: string) => <p className="text-sm font-semibold text-emerald-800">{text}</p>;
  const none = !tests.open.length && !tests.upcoming.length && !tests.closed.length;
  return (
    <section aria-labelledby="online-tests" className="mt-6">
      <h2 id="online-tests" className="text-xl font-bold text-brand-900">
        {t("online")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{none ? t("none") : t("onlineIntro")}</p>
      {!none &&
        group(
          t("openNow"),
          tests.open,
          (test) =>
            card(
              test,
              t("closesAt", { time: when(test.closesAt) }),
              test.submitted ? (
                <div className="flex flex-wrap items-center gap-3">
                  {status(t("submitted"))}
                  {resultLink(test)}
                </div>
              ) : // Started: straight back to the sheet; not yet: the instructions first (the sheet's address).
              test.started ? (
                <StartButton testId={test.id} label={t("continue")} labels={labels} />
              ) : (
                <Link href={mockTestRoutes.sit(test.id)} className={startLink}>
                  {t("start")}
                </Link>
              ),
            ),
          t("noneOpen"),
        )}
      {group(t("upcoming"), tests.upcoming, (test) => card(test, t("opensAt", { time: when(test.opensAt) }), null))}
      {group(t("closedTests"), tests.closed, (test) =>
        card(
          test,
          t("closedAt", { time: when(test.closesAt) }),
          <div className="flex flex-wrap items-center gap-3">
            {status(test.submitted ? t("submitted") : t("notSat"))}
            {resultLink(test)}
          </div>,
        ),
      )}
    </section>
  );
}
