import type { CatalogPlanRow } from '../../lib/api/catalog-file';

/** How a plan's change reads on the page, and its badge's tone. */
export const CHANGE_LABELS = {
  added: { label: 'Added', tone: 'good' },
  changed: { label: 'Changed', tone: 'info' },
  removed: { label: 'Removed', tone: 'bad' },
  reordered: { label: 'Order changed', tone: 'warn' },
} as const satisfies Record<CatalogPlanRow['change'], { label: string; tone: 'good' | 'info' | 'bad' | 'warn' }>;

/** The plan in one line per section: "products: 1 added, 2 changed". */
export function planSummary(rows: readonly CatalogPlanRow[]): string[] {
  const sections = new Map<string, Map<CatalogPlanRow['change'], number>>();
  for (const row of rows) {
    const counts = sections.get(row.section) ?? new Map<CatalogPlanRow['change'], number>();
    counts.set(row.change, (counts.get(row.change) ?? 0) + 1);
    sections.set(row.section, counts);
  }
  return [...sections].map(([section, counts]) => {
    const parts = (['added', 'changed', 'removed'] as const)
      .filter((change) => counts.has(change))
      .map((change) => `${counts.get(change)} ${change}`);
    if (counts.has('reordered')) parts.push('order changed');
    return `${section}: ${parts.join(', ')}`;
  });
}

/** The words of a row's change: the fields a changed row differs in, else nothing. */
export const changeDetail = (row: CatalogPlanRow): string => (row.change === 'changed' ? row.fields.join(', ') : '');

/** "1 change", "3 changes". */
export const countOf = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
