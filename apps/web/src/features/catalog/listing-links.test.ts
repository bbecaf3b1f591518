import { describe, expect, it } from 'vitest';
import { parseListingQuery } from '@store/core/listing/listing-query';
import { canonicalListingHref, filterChips, priceBandLabel } from './listing-links';

describe('listing links', () => {
  it('labels a price band in the brand currency', () => {
    expect(priceBandLabel({ min: 100000, max: 150000 }, 'USD')).toBe('$1,000 – $1,500');
    expect(priceBandLabel({ min: 50000, max: 75000 }, 'CAD')).toBe('CA$500 – CA$750');
  });

  it('gives one chip per active filter, each linking to the listing without it', () => {
    const query = parseListingQuery({ size: 'king', firmness: 'firm', price: '1000-1500', sort: 'price-asc' });
    expect(filterChips('/mattresses', query, 'USD')).toEqual([
      { key: 'size', label: 'Size: King', href: '/mattresses?firmness=firm&price=1000-1500&sort=price-asc' },
      { key: 'firmness', label: 'Firmness: Firm', href: '/mattresses?size=king&price=1000-1500&sort=price-asc' },
      { key: 'price', label: 'Price: $1,000 – $1,500', href: '/mattresses?size=king&firmness=firm&sort=price-asc' },
      { key: 'sort', label: 'Sort: Price: low to high', href: '/mattresses?size=king&firmness=firm&price=1000-1500' },
    ]);
    expect(filterChips('/mattresses', parseListingQuery({}), 'USD')).toEqual([]);
  });

  it.each<[Record<string, string | string[]>, string]>([
    [{ size: 'king', firmness: '', price: '', sort: 'price-asc' }, '/mattresses?size=king&sort=price-asc'],
    [{ size: 'bad', utm_source: 'mail' }, '/mattresses?utm_source=mail'],
    [{ size: '' }, '/mattresses'],
  ])('rewrites %j to its canonical form', (raw, href) => {
    expect(canonicalListingHref('/mattresses', raw, parseListingQuery(raw))).toBe(href);
  });
});
