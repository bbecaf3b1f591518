import Link from 'next/link';
import type { BrandConfig } from '@store/core/brands';
import { CATEGORY_KEYS, CATEGORY_TITLES } from '@store/core/pages';
import { Container } from '../../components/ui/container';

/** Brand name home link and navigation to the SPEC §2 category lists (none for a brand that no longer sells). */
export function SiteHeader({ brand }: { brand: BrandConfig }) {
  return (
    <header className="bg-brand text-brand-text">
      <Container className="flex flex-col gap-2 py-3 md:flex-row md:items-center md:justify-between">
        <Link href="/" className="text-2xl font-bold no-underline" data-testid="brand-name">
          {brand.name}
        </Link>
        {brand.status === 'active' ? (
          <nav aria-label="Categories">
            <ul className="-mx-2 flex flex-wrap">
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
