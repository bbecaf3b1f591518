import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Container } from '../../../../components/ui/container';
import { Breadcrumbs } from '../../../../features/catalog/breadcrumbs';
import { LocatorForm } from '../../../../features/store-locator/locator-form';
import { LocatorResults } from '../../../../features/store-locator/locator-results';
import { NEAREST_LIMIT, STORE_LOCATOR_COPY } from '../../../../features/store-locator/locator-metadata';
import { findShowrooms } from '../../../../lib/api/store-locator';
import { brandFromParam } from '../../../../lib/brand/brand-param';
import { staticPageMetadata } from '../../../../lib/seo/static-page-metadata';

const PATH = '/store/store-locator';

interface Props {
  params: Promise<{ brand: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(brandFromParam((await params).brand), PATH, STORE_LOCATOR_COPY);
}

/**
 * Store locator: a GET form by ZIP or postal code; the server renders the nearest showrooms for
 * ?postalCode= (no JavaScript needed), or every showroom by state without one, with a drawn map.
 */
export default async function StoreLocatorPage({ params, searchParams }: Props) {
  const brand = brandFromParam((await params).brand);
  if (brand.status !== 'active') notFound();
  const raw = (await searchParams).postalCode;
  const postalCode = typeof raw === 'string' && raw.trim() !== '' ? raw.trim().slice(0, 40) : null;
  const lookup = await findShowrooms(brand.key, postalCode, postalCode === null ? undefined : NEAREST_LIMIT);
  return (
    <main id="main" data-page-type="WP">
      <Container className="flex flex-col gap-6 py-6">
        <Breadcrumbs crumbs={[{ label: 'Home', href: '/' }]} current="Store locator" />
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">Find a {brand.name} showroom</h1>
          <p className="text-muted">Lie down on every mattress before you choose. Walk-ins welcome.</p>
        </div>
        <LocatorForm region={brand.region} value={postalCode ?? ''} error={lookup.ok ? null : lookup.message} />
        {lookup.ok ? <LocatorResults region={brand.region} search={lookup.search} /> : null}
      </Container>
    </main>
  );
}
