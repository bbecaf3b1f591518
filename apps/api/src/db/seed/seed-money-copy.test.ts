import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS } from '@store/core';
import { foreignMoney } from '@store/core/money-text.test-support';
import { seedCatalog } from './catalog';
import { seedUpsells } from './upsells';

/** Every string in a value (product copy, titles, descriptions, labels, features), however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

describe("the seed copy writes no money in another currency's form (the store formats amounts, copy never hand-writes them)", () => {
  it.each(BRAND_KEYS)('%s: products and add-ons (titles, descriptions, labels, features)', (brand) => {
    const texts = [...stringsOf(seedCatalog(brand)), ...stringsOf(seedUpsells(brand))];
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.flatMap((text) => foreignMoney(text, BRANDS[brand].currency))).toEqual([]);
  });
});
