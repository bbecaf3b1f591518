import { describe, expect, it } from 'vitest';
import { footerGroups, menuHelpLinks } from './footer-links';

const hrefs = (groups: ReturnType<typeof footerGroups>) => groups.flatMap((g) => g.links.map((l) => l.href));

describe('the footer links help, returns, financing, store locator, FAQ and contact on every brand that has them', () => {
  it('a selling brand gets every contract link, grouped under headings', () => {
    const groups = footerGroups({ status: 'active' });
    expect(groups.map((g) => g.heading)).toEqual(['Help', 'Explore']);
    expect(hrefs(groups)).toEqual([
      '/p/support',
      '/faq',
      '/p/returns',
      '/p/financing',
      '/p/support#contact',
      '/reviews',
      '/compare',
      '/p/mattress-finder-quiz',
      '/store/store-locator',
    ]);
  });

  it('a discontinued brand keeps only the pages it still has (help, FAQ, contact, reviews)', () => {
    expect(hrefs(footerGroups({ status: 'discontinued' }))).toEqual(['/p/support', '/faq', '/p/support#contact', '/reviews']);
  });

  it.each([
    ['active', ['/p/support', '/faq', '/p/mattress-finder-quiz', '/store/store-locator']],
    ['discontinued', ['/p/support', '/faq']],
  ] as const)('the %s brand menu offers the key help pages', (status, expected) => {
    expect(menuHelpLinks({ status }).map((l) => l.href)).toEqual(expected);
  });
});
