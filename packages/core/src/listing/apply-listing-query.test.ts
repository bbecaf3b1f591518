import { describe, expect, it } from 'vitest';
import { applyListingQuery, listingFacets } from './apply-listing-query';
import { parseListingQuery } from './listing-query';
import { listingTestProduct } from './listing-test-product';

const catalogue = [
  listingTestProduct({ id: 'classic', price: 69900, highlights: ['Medium-firm feel (6.5/10)'], sizes: ['twin', 'queen'] }),
  listingTestProduct({ id: 'premier', price: 129900, firmness: ['soft', 'firm'] }),
  listingTestProduct({ id: 'luxe', price: 149900, highlights: ['Firm feel (8/10)'], outOfStock: ['king'] }),
  listingTestProduct({ id: 'cool', price: 99900, highlights: ['Medium feel'] }),
  listingTestProduct({ id: 'rest', price: 99900 }),
];
const ratings = {
  classic: { averageScore: 4.5, totalReviews: 10 },
  premier: { averageScore: 4.8, totalReviews: 3 },
  luxe: { averageScore: 4.5, totalReviews: 40 },
  cool: { averageScore: 0, totalReviews: 0 },
};

function ids(query: Record<string, string>): string[] {
  return applyListingQuery(catalogue, parseListingQuery(query), ratings).entries.map((e) => e.product.id);
}

describe('listing filters and sort', () => {
  it.each<[string, Record<string, string>, string[]]>([
    ['no query keeps the catalogue order', {}, ['classic', 'premier', 'luxe', 'cool', 'rest']],
    ['size king: only what sells king', { size: 'king' }, ['premier', 'cool', 'rest']],
    ['firmness firm: property or copy', { firmness: 'firm' }, ['premier', 'luxe']],
    ['firmness medium', { firmness: 'medium' }, ['cool']],
    ['price band on the default price', { price: '1000-1500' }, ['premier', 'luxe']],
    ['price band on the filtered size price', { size: 'king', price: '1000-1500' }, ['cool', 'rest']],
    ['price low to high, ties in catalogue order', { sort: 'price-asc' }, ['classic', 'cool', 'rest', 'premier', 'luxe']],
    ['price high to low, ties in catalogue order', { sort: 'price-desc' }, ['luxe', 'premier', 'cool', 'rest', 'classic']],
    ['price in the filtered size', { size: 'twin', sort: 'price-desc' }, ['luxe', 'premier', 'cool', 'rest', 'classic']],
    ['rating: average, then review count, unrated last', { sort: 'rating' }, ['premier', 'luxe', 'classic', 'cool', 'rest']],
    ['nothing matches', { size: 'twin', firmness: 'soft', price: '0-100' }, []],
    [
      'invalid values are ignored',
      { size: 'huge', sort: 'cheapest', price: 'x' },
      ['classic', 'premier', 'luxe', 'cool', 'rest'],
    ],
  ])('%s', (_, query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('prices and selects each card in the filtered size', () => {
    const [entry] = applyListingQuery(catalogue, parseListingQuery({ size: 'king' })).entries;
    expect(entry).toMatchObject({ sizeValue: 'king', price: 159900, selection: { Size: 'king', Firmness: 'soft' } });
  });

  it('derives the price bands from the prices in the filtered size, before the price filter', () => {
    const all = applyListingQuery(catalogue, parseListingQuery({ price: '0-100' }));
    expect(all.entries).toEqual([]);
    // The chosen band stays on offer (the filter shows what the URL asks), even holding no price.
    expect(all.bands.map((b) => b.min)).toEqual([0, 50000, 75000, 125000]);
    const king = applyListingQuery(catalogue, parseListingQuery({ size: 'king' }));
    expect(king.bands.map((b) => [b.min, b.max])).toEqual([
      [120000, 130000],
      [150000, 160000],
    ]);
  });

  it('offers a band chosen before the size was picked among disjoint bands that cover the sized prices', () => {
    // $1,000-$1,500 came from the unsized $500 bands; the king prices ($1,299 twice, $1,599) come in $100 bands.
    const king = applyListingQuery(catalogue, parseListingQuery({ size: 'king', price: '1000-1500' }));
    expect(king.bands.map((b) => [b.min, b.max])).toEqual([
      [100000, 150000],
      [150000, 160000],
    ]);
  });

  it('offers only the sizes and firmness the listing sells, in their own order', () => {
    expect(listingFacets(catalogue)).toEqual({
      sizes: ['twin', 'queen', 'king'],
      firmness: ['soft', 'medium', 'medium-firm', 'firm'],
    });
  });
});
