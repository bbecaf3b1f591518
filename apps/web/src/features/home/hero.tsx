import Link from 'next/link';
import type { BrandConfig } from '@store/core/brands';
import { Container } from '../../components/ui/container';

/** The home page's first screen: brand name as the one h1, its tagline and the main call to action. */
export function Hero({ brand }: { brand: BrandConfig }) {
  return (
    <section className="bg-surface py-12">
      <Container>
        <h1 className="mb-2 text-4xl font-bold" data-testid="home-title">
          {brand.name}
        </h1>
        <p className="mb-6 max-w-2xl text-lg">{brand.tagline}</p>
        {brand.status === 'active' ? (
          <Link
            href="/mattresses"
            className="inline-block rounded-brand bg-brand px-5 py-3 font-semibold text-brand-text no-underline"
          >
            Shop mattresses
          </Link>
        ) : null}
      </Container>
    </section>
  );
}
