import { describe, expect, it } from 'vitest';
import type { UpsellItem } from '@store/core/upsell';
import { discountLabel, freeName, newOfferFrom, offersAround, withProduct } from './offer-model';

const offer = (name: string, productId: string, sellsWith: UpsellItem['sellsWith'], extra: Partial<UpsellItem> = {}) =>
  ({ name, productId, sellsWith, sku: 'A-1', fallbackSku: 'A', ...extra }) as UpsellItem;

describe('the offers around a product', () => {
  const rows = [
    { offer: offer('free-sheets', 'sheets', ['mattress']), version: 'v1' },
    { offer: offer('nightstand', 'nightstand', ['bed-frame']), version: 'v2' },
    { offer: offer('sheets-upgrade', 'sheets', ['bedding']), version: 'v3' },
  ];

  it('lists the offers that add it and those offered with its group, in catalogue order', () => {
    expect(offersAround(rows, { id: 'sheets', group: 'bedding' }).map((r) => [r.offer.name, r.relation])).toEqual([
      ['free-sheets', 'adds-this'],
      ['sheets-upgrade', 'adds-this'],
    ]);
    expect(offersAround(rows, { id: 'cloud', group: 'mattress' }).map((r) => [r.offer.name, r.relation])).toEqual([
      ['free-sheets', 'shown-with'],
    ]);
  });

  it.each([
    [new Set<string>(), 'free-sheets-2'],
    [new Set(['free-sheets-2']), 'free-sheets-3'],
  ])('names a copy with a free name', (taken, expected) => expect(freeName('free-sheets', taken)).toBe(expected));

  it("starts a new offer from another, offered with the page's group, without the other's exclusions", () => {
    const made = newOfferFrom(offer('free-sheets', 'sheets', ['mattress'], { excludes: ['x'] }), 'bed-frame', new Set());
    expect(made).toMatchObject({ name: 'free-sheets-2', sellsWith: ['mattress', 'bed-frame'] });
    expect(made.excludes).toBeUndefined();
  });

  it("points an offer at another product by that product's first variant and its stem", () => {
    expect(withProduct(offer('o', 'a', []), { id: 'b', title: 'B', skus: ['B', 'B-SZQN', 'B-SZKG'] })).toMatchObject({
      productId: 'b',
      sku: 'B-SZQN',
      fallbackSku: 'B',
    });
    expect(withProduct(offer('o', 'a', []), { id: 'c', title: 'C', skus: ['C'] })).toMatchObject({ sku: 'C', fallbackSku: 'C' });
  });

  it.each([
    [100, 'Gift'],
    [35, '35% off'],
    [0, 'Full price'],
  ])('labels a discount of %i as %s', (discount, label) => expect(discountLabel(discount)).toBe(label));
});
