import { describe, expect, it } from 'vitest';
import { BRANDS, BRAND_KEYS } from '@store/core/brands';
import { CATEGORY_KEYS } from '@store/core/pages';
import { categoryCopy, sizeLandingCopy } from './listing-copy';

const SELLING = /\bshop\b|free shipping|night trial/i;

describe('listing copy', () => {
  it.each(BRAND_KEYS.filter((key) => BRANDS[key].status !== 'active'))(
    'discontinued %s makes no selling claims on its list and size pages',
    (key) => {
      for (const category of CATEGORY_KEYS) expect(categoryCopy(BRANDS[key], category).intro).not.toMatch(SELLING);
      expect(sizeLandingCopy(BRANDS[key], 'king').intro).not.toMatch(SELLING);
    },
  );

  it('an active brand states its own mattress trial on size pages', () => {
    expect(sizeLandingCopy(BRANDS.driftvale, 'king').intro).toContain('180-night trial');
    expect(categoryCopy(BRANDS.nestwood, 'mattresses').intro).toMatch(/^Shop Nestwood mattresses/);
  });
});
