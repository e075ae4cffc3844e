export function AuthCard({ title, intro, wide, children }: { title: string; intro?: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <section className={`mx-auto rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 ${wide ? "max-w-2xl" : "max-w-md"}`}>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {intro && <p className="mt-1 text-slate-600">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
