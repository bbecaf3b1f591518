import { IntentLink } from '../../components/intent-link';
import type { BrandConfig } from '@store/core/brands';
import { CATEGORY_TITLES, type CategoryKey } from '@store/core/pages';
import { Container } from '../../components/ui/container';
import { BrandLogo } from './brand-logo';
import { CartButton } from '../cart/cart-button';
import { AccountLink } from './account-link';
import { menuHelpLinks } from './footer-links';
import { MobileMenu } from './mobile-menu';
import { SearchForm } from './search-form';

export interface SiteHeaderProps {
  brand: BrandConfig;
  /** The category lists this brand has products in (categoriesWithProducts), in menu order. */
  categories: readonly CategoryKey[];
  /** Whether the request carries the accounts session cookie: the header then links My account instead of Sign in. */
  signedIn: boolean;
}

const LINK = 'flex min-h-11 items-center whitespace-nowrap px-2 no-underline hover:underline';

function CategoryLinks({ categories, className }: { categories: readonly CategoryKey[]; className: string }) {
  return (
    <ul className={className}>
      {categories.map((key) => (
        <li key={key}>
          <IntentLink href={`/${key}`} className={LINK}>
            {CATEGORY_TITLES[key]}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}

/** The menu dialog's content (server-rendered): the search box, the category links and the key help links. */
function MenuPanel({ brand, categories }: Pick<SiteHeaderProps, 'brand' | 'categories'>) {
  return (
    <div className="flex flex-col gap-4 px-4 pb-6">
      <SearchForm id="menu-search" visibleLabel />
      {categories.length > 0 ? (
        <nav aria-label="Categories">
          <CategoryLinks categories={categories} className="flex flex-col text-lg" />
        </nav>
      ) : null}
      <nav aria-label="Help" className="border-t border-current/20 pt-2">
        <ul className="flex flex-col">
          {menuHelpLinks(brand).map((link) => (
            <li key={link.href}>
              <IntentLink href={link.href} className={LINK}>
                {link.label}
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * Brand name home link, the category lists, the search box, the account link and the cart button, in one row whose DOM
 * order is the visual order (so the tab order follows it). Below lg the categories and search move into the menu
 * dialog, keeping the sticky header one row (60 px) high. A brand that no longer sells shows its name, search and menu.
 */
export function SiteHeader({ brand, categories, signedIn }: SiteHeaderProps) {
  const active = brand.status === 'active';
  return (
    <header className="sticky top-0 z-30 bg-brand text-brand-text" data-testid="site-header">
      <Container className="flex items-center gap-x-3 py-2">
        <IntentLink
          href="/"
          className="mr-auto min-w-0 text-lg font-bold no-underline sm:text-xl md:text-2xl"
          data-testid="brand-name"
        >
          <BrandLogo brand={brand} />
        </IntentLink>
        {active && categories.length > 0 ? (
          <nav aria-label="Categories" className="hidden lg:block">
            <CategoryLinks categories={categories} className="flex text-sm [&_a]:px-1.5 xl:[&_a]:px-2" />
          </nav>
        ) : null}
        <SearchForm id="header-search" className="hidden w-36 shrink-0 lg:flex xl:w-44" />
        {active ? <AccountLink signedIn={signedIn} /> : null}
        {active ? <CartButton /> : null}
        <MobileMenu>
          <MenuPanel brand={brand} categories={active ? categories : []} />
        </MobileMenu>
      </Container>
    </header>
  );
}
