import { TestSeriesBar } from "@/components/layout/test-series-bar";
import { requirePageRole } from "@/lib/auth/guard";

export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  await requirePageRole("STUDENT");
  return (
    <>
      <TestSeriesBar />
      <main id="main" className="mx-auto max-w-5xl px-4 py-8">
        {children}
      </main>
    </>
  );
}
