import { IntentLink } from '../../components/intent-link';
import type { SizeKey } from '@store/core/enums';
import type { Verdict } from '@store/core/compare/verdicts';
import { columnHref, compareRows, type CompareCell, type CompareColumn } from './compare-rows';

export interface ComparisonTableProps {
  id: string;
  caption: string;
  columns: readonly CompareColumn[];
  /** One size's prices, or every size ('all'); null for unsized products. */
  size: SizeKey | null | 'all';
  verdicts?: readonly Verdict[];
  /** What one column is ("mattress", "pillow"), for the scroll hint. */
  noun: string;
}

function Cell({ cell }: { cell: CompareCell }) {
  return (
    <>
      <span className={cell.struck === undefined ? '' : 'font-semibold'}>{cell.text}</span>
      {cell.struck !== undefined ? (
        <span className="block text-muted">
          <span className="sr-only">Regular price </span>
          <s>{cell.struck}</s>
        </span>
      ) : null}
      {cell.note !== undefined ? <span className="block text-xs font-semibold">{cell.note}</span> : null}
    </>
  );
}

/**
 * Products side by side in one accessible table (caption, column and row headers). On a narrow screen the
 * table scrolls sideways inside its own focusable region, with the row labels kept in view and a visible hint.
 */
export function ComparisonTable({ id, caption, columns, size, verdicts = [], noun }: ComparisonTableProps) {
  const rows = compareRows(columns, size, verdicts);
  const captionId = `${id}-caption`;
  const plural = columns.length === 1 ? noun : noun.endsWith('s') ? `${noun}es` : `${noun}s`;
  return (
    <div className="my-6">
      <p id={`${id}-hint`} className={`mb-2 text-sm text-muted ${columns.length > 4 ? '' : 'md:hidden'}`}>
        Scroll sideways to see all {columns.length} {plural} →
      </p>
      <div
        role="region"
        aria-labelledby={captionId}
        aria-describedby={`${id}-hint`}
        tabIndex={0}
        className="relative overflow-x-auto rounded-brand border border-muted/30 focus-visible:outline-2"
      >
        <table id={id} data-testid="compare-table" className="w-full border-collapse text-left text-sm">
          <caption id={captionId} className="px-3 py-2 text-left font-semibold">
            {caption}
          </caption>
          <thead>
            <tr className="border-b-2 border-muted/40 align-bottom">
              <th scope="col" className="sticky left-0 z-10 min-w-[7.5rem] bg-surface px-3 py-2">
                {noun.charAt(0).toUpperCase() + noun.slice(1)}
              </th>
              {columns.map((column) => (
                <th
                  key={`${column.origin}${column.product.id}`}
                  scope="col"
                  className="min-w-[10rem] px-3 py-2"
                  data-product-id={column.product.id}
                >
                  <IntentLink href={columnHref(column, size)} className="underline">
                    {column.product.title}
                  </IntentLink>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-row={row.key} className="border-b border-muted/20 align-top">
                <th scope="row" className="sticky left-0 z-10 bg-surface px-3 py-2 font-semibold">
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={index} className="px-3 py-2" data-product-id={columns[index]?.product.id}>
                    <Cell cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
