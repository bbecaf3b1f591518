import type { ReactNode } from 'react';

/**
 * A chart's numbers as a table, folded under the chart: what a screen reader (or anyone wanting exact figures) reads
 * instead of the picture.
 */
export function FiguresTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
}) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-700 select-none hover:text-slate-900">
        Show the figures as a table
      </summary>
      <div className="mt-2 max-h-80 overflow-auto rounded-md border border-slate-200">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-slate-50">
            <tr>
              {headers.map((header, i) => (
                <th key={header} scope="col" className={`px-3 py-2 font-semibold text-slate-700 ${i > 0 ? 'text-right' : ''}`}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r} className="border-t border-slate-100">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap text-slate-800">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-3 py-1.5 text-right text-slate-800 tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
