import { verdicts } from '@store/core/compare/verdicts';
import { SIZE_LABELS } from '@store/core/enums';
import { SectionHeading } from '../../components/ui/section-heading';
import { ComparisonTable } from './comparison-table';
import type { CompareColumn } from './compare-rows';
import { byPriceIn, chosenSize, offeredSizes } from './compare-size';
import { SizeForm } from './size-form';
import { VerdictList } from './verdict-list';

export interface SizeComparisonProps {
  id: string;
  caption: string;
  columns: readonly CompareColumn[];
  /** The page path the size form submits to. */
  action: string;
  /** The `size` query value as Next gives it. */
  sizeParam: string | string[] | undefined;
}

/** /p/compare and /p/compare/{other}: a size form (GET `?size=`, no JavaScript) and the table priced in that size, cheapest first. */
export function SizeComparison({ id, caption, columns, action, sizeParam }: SizeComparisonProps) {
  const sizes = offeredSizes(columns);
  const size = chosenSize(sizeParam, sizes);
  const sorted = byPriceIn(columns, size);
  const found = verdicts(
    columns.map((c) => c.product),
    size,
  );
  return (
    <>
      <SizeForm sizes={sizes} current={size} action={action} />
      <ComparisonTable
        id={id}
        caption={`${caption}, ${SIZE_LABELS[size]} prices`}
        columns={sorted}
        size={size}
        verdicts={found}
        noun="mattress"
      />
      <section aria-labelledby={`${id}-best`} className="my-6">
        <SectionHeading id={`${id}-best`}>Best for, in {SIZE_LABELS[size]}</SectionHeading>
        <VerdictList verdicts={found} columns={sorted} />
      </section>
    </>
  );
}
