import { VERDICT_LABELS, type Verdict } from '@store/core/compare/verdicts';
import type { CompareColumn } from './compare-rows';

/** "best for" verdicts, each naming the product(s) the data crowns. */
export function VerdictList({ verdicts, columns }: { verdicts: readonly Verdict[]; columns: readonly CompareColumn[] }) {
  if (verdicts.length === 0) return null;
  const title = (id: string) => columns.find((c) => c.product.id === id)?.product.title ?? id;
  return (
    <dl data-testid="verdicts" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {verdicts.map((verdict) => (
        <div key={verdict.kind} className="rounded-brand bg-surface p-3">
          <dt className="text-sm font-semibold text-muted">{VERDICT_LABELS[verdict.kind]}</dt>
          <dd className="font-semibold">{verdict.winners.map(title).join(' and ')}</dd>
        </div>
      ))}
    </dl>
  );
}
