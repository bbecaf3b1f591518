import { hasChanges, type SectionDiff } from './diff';

/** What one row of a section would undergo. */
export type PlanChange = 'added' | 'changed' | 'removed' | 'reordered';

/** One line of the plan as the staff application lists it: the section, the row's key, the change and its fields. */
export interface PlanRow {
  section: string;
  /** The row's key (a product id, a coupon code); the section's name for a change of order. */
  key: string;
  change: PlanChange;
  /** For a changed row: the fields that differ (at most a few, then "and N more"). */
  fields: string[];
}

/** The plan row by row, section by section: added, then changed, then removed, then a change of order. */
export function planRows(diffs: readonly SectionDiff[]): PlanRow[] {
  return diffs
    .filter(hasChanges)
    .flatMap((diff) => [
      ...diff.added.map((key) => ({ section: diff.section, key, change: 'added' as const, fields: [] })),
      ...diff.changed.map(({ key, fields }) => ({ section: diff.section, key, change: 'changed' as const, fields })),
      ...diff.removed.map((key) => ({ section: diff.section, key, change: 'removed' as const, fields: [] })),
      ...(diff.reordered ? [{ section: diff.section, key: diff.section, change: 'reordered' as const, fields: [] }] : []),
    ]);
}

/** Per section, how many rows an import adds, changes and removes (the audit log's summary of a catalogue import). */
export interface SectionCounts {
  added: number;
  changed: number;
  removed: number;
  reordered: boolean;
}

export function planCounts(diffs: readonly SectionDiff[]): Record<string, SectionCounts> {
  return Object.fromEntries(
    diffs
      .filter(hasChanges)
      .map((diff) => [
        diff.section,
        { added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length, reordered: diff.reordered },
      ]),
  );
}
