import { describe, expect, it } from 'vitest';
import {
  EMPTY_LISTING_QUERY,
  isRefinedListing,
  listingQueryString,
  needsCanonicalQuery,
  parseListingQuery,
} from './listing-query';

describe('the listing query is read leniently; an invalid value is no filter, never an error', () => {
  it.each<[string, Record<string, string | string[] | undefined>, string]>([
    ['nothing', {}, ''],
    [
      'all four',
      { size: 'king', firmness: 'firm', price: '1000-1500', sort: 'price-asc' },
      '?size=king&firmness=firm&price=1000-1500&sort=price-asc',
    ],
    ['empty values from the form', { size: '', firmness: '', price: '', sort: 'rating' }, '?sort=rating'],
    ['unknown values', { size: 'huge', firmness: 'rock', price: 'cheap', sort: 'name' }, ''],
    ['first of repeated values', { size: ['twin', 'king'] }, '?size=twin'],
    ['other parameters are not listing filters', { utm_source: 'mail', size: 'queen' }, '?size=queen'],
    ['keys are case-sensitive', { Size: 'king' }, ''],
  ])('%s', (_, raw, expected) => {
    expect(listingQueryString(parseListingQuery(raw))).toBe(expected);
  });
});

describe('a refined view (any filter or sort) is noindex; its canonical stays the bare path', () => {
  it.each([
    [{}, false],
    [{ sort: 'rating' }, true],
    [{ size: 'twin' }, true],
    [{ size: 'nope' }, false],
  ])('%j -> %s', (raw, refined) => {
    expect(isRefinedListing(parseListingQuery(raw))).toBe(refined);
  });
  it('the empty query', () => {
    expect(isRefinedListing(EMPTY_LISTING_QUERY)).toBe(false);
  });
});

describe('a query the form submitted with empty choices is rewritten to its canonical form', () => {
  it.each<[Record<string, string | string[]>, boolean]>([
    [{}, false],
    [{ size: 'king', sort: 'price-asc' }, false],
    [{ utm_source: 'x' }, false],
    [{ size: 'king', firmness: '', price: '', sort: 'price-asc' }, true],
    [{ sort: 'price-asc', size: 'king' }, true],
    [{ size: 'bad' }, true],
    [{ size: ['king', 'king'] }, true],
    [{ price: '01000-1500' }, true],
  ])('%j -> %s', (raw, rewrite) => {
    expect(needsCanonicalQuery(raw, parseListingQuery(raw))).toBe(rewrite);
  });
});
