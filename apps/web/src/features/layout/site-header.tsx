import Link from 'next/link';
import type { BrandConfig } from '@store/core/brands';
import { CATEGORY_TITLES, type CategoryKey } from '@store/core/pages';
import { Container } from '../../components/ui/container';
import { BrandLogo } from './brand-logo';
import { CartButton } from '../cart/cart-button';
import { AccountLink } from './account-link';
import { MobileMenu } from './mobile-menu';

export interface SiteHeaderProps {
  brand: BrandConfig;
  /** The category lists this brand has products in (categoriesWithProducts), in menu order. */
  categories: readonly CategoryKey[];
  /** Whether the request carries the accounts session cookie: the header then links My account instead of Sign in. */
  signedIn: boolean;
}

function CategoryLinks({ categories, className }: { categories: readonly CategoryKey[]; className: string }) {
  return (
    <ul className={className}>
      {categories.map((key) => (
        <li key={key}>
          <Link href={`/${key}`} className="flex min-h-11 items-center px-2 text-sm no-underline hover:underline">
            {CATEGORY_TITLES[key]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Brand name home link, the brand's category lists, the account link and the cart button, in one row whose DOM order is the visual order
 * (so the tab order follows it). Below lg the links move into the menu button's panel, keeping the sticky header one
 * row (60 px) high. A brand that no longer sells shows only its name.
 */
export function SiteHeader({ brand, categories, signedIn }: SiteHeaderProps) {
  const active = brand.status === 'active';
  return (
    <header className="sticky top-0 z-30 bg-brand text-brand-text" data-testid="site-header">
      <Container className="flex items-center gap-x-3 py-2">
        <Link href="/" className="mr-auto min-w-0 truncate text-xl font-bold no-underline md:text-2xl" data-testid="brand-name">
          <BrandLogo brand={brand} />
        </Link>
        {active && categories.length > 0 ? (
          <nav aria-label="Categories" className="hidden lg:block">
            <CategoryLinks categories={categories} className="flex" />
          </nav>
        ) : null}
        {active ? <AccountLink signedIn={signedIn} /> : null}
        {active ? <CartButton /> : null}
        {active && categories.length > 0 ? (
          <MobileMenu>
            <nav aria-label="Categories">
              <Container>
                <CategoryLinks categories={categories} className="flex flex-col py-2 [&_a]:text-base" />
              </Container>
            </nav>
          </MobileMenu>
        ) : null}
      </Container>
    </header>
  );
}
