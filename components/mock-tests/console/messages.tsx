import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";

/**
 * The mock-test screens' client components read "mockConsole" (and the shared "form", "records"
 * and "tests" words of their dialogs and selects); the console frame's provider does not carry it.
 */
export async function MockConsoleMessages({ children }: { children: React.ReactNode }) {
  const { error, form, records, tests, mockConsole } = await getMessages();
  return <NextIntlClientProvider messages={{ error, form, records, tests, mockConsole }}>{children}</NextIntlClientProvider>;
}
