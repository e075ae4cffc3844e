/**
 * The console's tables. On a phone each row becomes a card of "label: value" lines instead of a
 * table wider than the screen; from the `sm` breakpoint it is an ordinary table that scrolls
 * sideways inside its box when it has many columns. Explicit roles keep the table semantics
 * when the phone layout changes how the elements display.
 */
export function DataTable({
  columns,
  rows,
  minWidth = "44rem",
}: {
  columns: { key: string; label: string; hidden?: boolean }[];
  rows: { key: React.Key; cells: React.ReactNode[] }[];
  minWidth?: string;
}) {
  return (
    <div className="rounded-xl bg-white shadow-sm sm:overflow-x-auto">
      <table role="table" className="w-full text-left text-sm max-sm:block sm:min-w-(--table-min)" style={{ "--table-min": minWidth } as React.CSSProperties}>
        <thead role="rowgroup" className="bg-brand-900 text-white max-sm:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} role="columnheader" scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block max-sm:divide-y max-sm:divide-slate-200">
          {rows.map((row) => (
            <tr key={row.key} role="row" className="border-t border-slate-100 align-middle max-sm:block max-sm:border-0 max-sm:px-4 max-sm:py-3">
              {row.cells.map((cell, i) => (
                <td
                  key={columns[i].key}
                  role="cell"
                  data-label={columns[i].label}
                  className="px-3 py-2 max-sm:flex max-sm:min-h-9 max-sm:items-center max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:break-words max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]"
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
