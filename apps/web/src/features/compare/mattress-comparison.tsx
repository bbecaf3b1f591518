import { IntentLink } from '../../components/intent-link';
import type { BrandConfig } from '@store/core/brands';
import { verdicts } from '@store/core/compare/verdicts';
import { SIZE_LABELS } from '@store/core/enums';
import { Container } from '../../components/ui/container';
import { SectionHeading } from '../../components/ui/section-heading';
import { Breadcrumbs } from '../catalog/breadcrumbs';
import { ComparisonTable } from './comparison-table';
import { chosenSize, offeredSizes } from './compare-size';
import { loadColumns } from './load-comparison';
import { VerdictList } from './verdict-list';

export interface MattressComparisonProps {
  brand: BrandConfig;
  title: string;
  intro: string;
  /** /compare-best-mattresses leads with the verdicts, /compare with the table. */
  lead: 'table' | 'verdicts';
}

/** /compare and /compare-best-mattresses: the brand's mattresses side by side, prices in every size. */
export async function MattressComparison({ brand, title, intro, lead }: MattressComparisonProps) {
  const columns = await loadColumns(brand, 'mattress');
  const size = chosenSize(undefined, offeredSizes(columns));
  const found = verdicts(
    columns.map((c) => c.product),
    size,
  );
  const table = (
    <ComparisonTable
      id="compare-mattresses"
      caption={`${brand.name} mattresses compared: prices in every size, from the catalogue`}
      columns={columns}
      size="all"
      verdicts={found}
      noun="mattress"
    />
  );
  const best = (
    <section aria-labelledby="best-for" className="my-6">
      <SectionHeading id="best-for">Best for</SectionHeading>
      <p className="mb-3 text-sm text-muted">Decided from the table's data; best value compares {SIZE_LABELS[size]} prices.</p>
      <VerdictList verdicts={found} columns={columns} />
    </section>
  );
  return (
    <Container className="py-6">
      <Breadcrumbs crumbs={[{ label: 'Home', href: '/' }]} current={title} />
      <h1 className="mb-2 text-3xl font-bold">{title}</h1>
      <p className="mb-4 max-w-3xl text-muted">{intro}</p>
      {lead === 'verdicts' ? best : null}
      {columns.length === 0 ? <p>No mattresses to compare right now.</p> : table}
      {lead === 'table' ? best : null}
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <IntentLink href="/p/compare" className="font-semibold underline">
            Compare in your size, or against other brands
          </IntentLink>
        </li>
        <li>
          <IntentLink href="/compare-pillows" className="font-semibold underline">
            Compare pillows
          </IntentLink>
        </li>
        <li>
          <IntentLink href="/mattresses" className="font-semibold underline">
            Shop all mattresses
          </IntentLink>
        </li>
      </ul>
    </Container>
  );
}
