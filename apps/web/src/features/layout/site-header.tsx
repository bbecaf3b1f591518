import Link from 'next/link';
import type { BrandConfig } from '@store/core/brands';
import { CATEGORY_KEYS, CATEGORY_TITLES } from '@store/core/pages';
import { Container } from '../../components/ui/container';
import { CartButton } from '../cart/cart-button';

/** Brand name home link, navigation to the SPEC §2 category lists and the cart button (none for a brand that no longer sells). */
export function SiteHeader({ brand }: { brand: BrandConfig }) {
  const active = brand.status === 'active';
  return (
    <header className="bg-brand text-brand-text">
      <Container className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
        <Link href="/" className="text-2xl font-bold no-underline" data-testid="brand-name">
          {brand.name}
        </Link>
        {active ? (
          <div className="md:order-last">
            <CartButton />
          </div>
        ) : null}
        {active ? (
          <nav aria-label="Categories" className="w-full md:w-auto md:flex-1">
            <ul className="-mx-2 flex flex-wrap md:justify-end">
              {CATEGORY_KEYS.map((key) => (
                <li key={key}>
                  <Link href={`/${key}`} className="inline-block px-2 py-2 text-sm no-underline hover:underline">
                    {CATEGORY_TITLES[key]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </Container>
    </header>
  );
}
