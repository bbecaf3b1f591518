import type { BrandConfig } from '@store/core/brands';

export interface FooterLink {
  label: string;
  href: string;
  /** Which brands have the page: every brand, or only those that sell (as the route pages and content front matter say). */
  brands: 'all' | 'selling';
}

export interface FooterGroup {
  heading: string;
  links: readonly FooterLink[];
}

/** Footer links (the paths of the shared contract), grouped under their headings. */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    heading: 'Help',
    links: [
      { label: 'Help center', href: '/p/support', brands: 'all' },
      { label: 'FAQ', href: '/faq', brands: 'all' },
      { label: 'Returns', href: '/p/returns', brands: 'selling' },
      { label: 'Financing', href: '/p/financing', brands: 'selling' },
      { label: 'Contact', href: '/p/support#contact', brands: 'all' },
    ],
  },
  {
    heading: 'Explore',
    links: [
      { label: 'Reviews', href: '/reviews', brands: 'all' },
      { label: 'Compare', href: '/compare', brands: 'selling' },
      { label: 'Mattress finder', href: '/p/mattress-finder-quiz', brands: 'selling' },
      { label: 'Store locator', href: '/store/store-locator', brands: 'selling' },
    ],
  },
];

/** The footer groups a brand shows: a brand that no longer sells keeps only the pages it still has; empty groups go. */
export function footerGroups(brand: Pick<BrandConfig, 'status'>): FooterGroup[] {
  const selling = brand.status === 'active';
  return FOOTER_GROUPS.map((group) => ({
    ...group,
    links: group.links.filter((link) => selling || link.brands === 'all'),
  })).filter((group) => group.links.length > 0);
}

/** The header menu's help links: the key help pages of the brand (a subset of the footer's, same availability). */
export function menuHelpLinks(brand: Pick<BrandConfig, 'status'>): FooterLink[] {
  const wanted = new Set(['/p/support', '/faq', '/p/mattress-finder-quiz', '/store/store-locator']);
  return footerGroups(brand)
    .flatMap((group) => group.links)
    .filter((link) => wanted.has(link.href));
}
