import { FlexRender, type RowData, type Table, type TableFeatures } from '@tanstack/react-table';
import type { ReactNode } from 'react';

interface DataTableProps<TFeatures extends TableFeatures, TData extends RowData> {
  table: Table<TFeatures, TData>;
  /** Names the table for screen readers (and tests: getByRole('table', { name })). */
  label: string;
  empty?: ReactNode;
  dense?: boolean;
}

/** Renders a TanStack table as a semantic <table>: the table owns rows, cells and sorting; this owns the markup. */
export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  label,
  empty = 'Nothing to show.',
  dense = false,
}: DataTableProps<TFeatures, TData>) {
  const rows = table.getRowModel().rows;
  const pad = dense ? 'px-3 py-1.5' : 'px-3 py-2.5';
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table aria-label={label} className="w-full border-collapse text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={`${pad} border-b border-slate-200 align-bottom`}>
                  {header.isPlaceholder ? null : <FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={table.getAllLeafColumns().length} className={`${pad} text-slate-600`}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-100 last:border-b-0 hover:bg-slate-50">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={`${pad} align-top`}>
                    <FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

interface SortableColumn {
  getCanSort: () => boolean;
  getIsSorted: () => false | 'asc' | 'desc';
  getToggleSortingHandler: () => undefined | ((event: unknown) => void);
}

/** A sortable column's header: a button that says its direction (aria-sort lives on the <th> through the label). */
export function SortHeader({
  column,
  children,
  align = 'left',
}: {
  column: SortableColumn;
  children: string;
  align?: 'left' | 'right';
}) {
  const sorted = column.getIsSorted();
  const arrow = sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕';
  const state = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'not sorted';
  return (
    <button
      type="button"
      onClick={column.getToggleSortingHandler()}
      className={`inline-flex w-full items-center gap-1 uppercase hover:text-slate-900 ${align === 'right' ? 'justify-end' : ''}`}
      aria-label={`${children}, ${state}; sort`}
    >
      {children}
      <span aria-hidden="true" className={sorted ? 'text-slate-900' : 'text-slate-400'}>
        {arrow}
      </span>
    </button>
  );
}
