/** A list's search box: a plain GET form, so the server filters and pages the results. */
export function SearchForm({ query, label, placeholder, keep = {} }: { query: string; label: string; placeholder: string; keep?: Record<string, string> }) {
  return (
    <form role="search" className="mt-4 flex gap-2" action="">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="q" className="sr-only">
        {label}
      </label>
      <input id="q" name="q" type="search" defaultValue={query} placeholder={placeholder} className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2" />
      <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
        {label}
      </button>
    </form>
  );
}
