import type { BrandConfig } from '@store/core/brands';
import { Container } from '../../components/ui/container';
import { Breadcrumbs } from './breadcrumbs';
import type { GridItem } from './product-grid';
import { RatedProductGrid } from './rated-product-grid';

export interface ListingPageProps {
  brand: BrandConfig;
  title: string;
  intro: string;
  items: readonly GridItem[];
}

/** SPEC §2 category list or size landing page: heading, a sentence of context and the product grid. */
export function ListingPage({ brand, title, intro, items }: ListingPageProps) {
  return (
    <Container className="py-6">
      <Breadcrumbs crumbs={[{ label: 'Home', href: '/' }]} current={title} />
      <h1 className="mb-2 text-3xl font-bold">{title}</h1>
      <p className="mb-6 text-muted">{intro}</p>
      <RatedProductGrid brand={brand.key} items={items} showPrices={brand.status === 'active'} />
    </Container>
  );
}
