import { describe, expect, it } from 'vitest';
import type { Availability } from '../product';
import type { Cart } from '../cart/cart-schema';
import { orderFulfillmentLines } from './order-fulfillment';

const avail = (from: number, to: number, wgs: [number, number] = [7, 14]): Availability => ({
  isActive: true,
  isInStock: true,
  isBackOrderAllowed: true,
  shippingFrom: from,
  shippingTo: to,
  wgsShippingFrom: wgs[0],
  wgsShippingTo: wgs[1],
});

const item = (sku: string, fulfillmentStatus: 'pending' | 'backorder') =>
  ({
    itemIdentifier: `id-${sku}`,
    sku,
    product: { name: sku.toLowerCase(), title: `Title ${sku}` },
    quantity: 1,
    fulfillmentStatus,
  }) as unknown as Cart['items'][number];

const whiteGloveExtra = { kind: 'white-glove' } as unknown as Cart['extras'][number];
const sameDayExtra = { kind: 'shipping', name: 'same-day-delivery' } as unknown as Cart['extras'][number];

describe('order line fulfillmentStatus and shipping window', () => {
  it.each([
    ['an in-stock line ships in its availability window', 'pending', [], avail(2, 3), 0, { from: 2, to: 3, estimate: '2 - 3' }],
    [
      'a back-ordered line ships backorderDays later',
      'backorder',
      [],
      avail(2, 3),
      10,
      { from: 12, to: 13, estimate: '12 - 13' },
    ],
    ['backorderDays do not delay a line in stock', 'pending', [], avail(1, 3), 10, { from: 1, to: 3, estimate: '1 - 3' }],
    [
      'white glove delivery uses the white-glove window',
      'pending',
      [whiteGloveExtra],
      avail(2, 3, [7, 14]),
      0,
      { from: 7, to: 14, estimate: '7 - 14' },
    ],
    [
      'a line shipping in 1 - 1 ships in 24 hours, as its product page and cart say',
      'pending',
      [],
      avail(1, 1),
      0,
      { from: 1, to: 1, estimate: '24 Hours!' },
    ],
    [
      'a back-ordered 24-hour line is no longer 24-hour',
      'backorder',
      [],
      avail(1, 1),
      10,
      { from: 11, to: 11, estimate: '11 - 11' },
    ],
    [
      'a same-day order is delivered the day it was placed',
      'pending',
      [sameDayExtra],
      avail(1, 1),
      0,
      { from: 0, to: 0, estimate: 'Today' },
    ],
    [
      'a sku no longer in the catalogue gets the brand window',
      'pending',
      [],
      undefined,
      0,
      { from: 2, to: 3, estimate: '2 - 3' },
    ],
  ] as const)('%s', (_rule, status, extras, availability, backorderDays, shipping) => {
    const lines = orderFulfillmentLines({
      cart: { items: [item('SKU-A', status)], extras: [...extras] },
      availability: new Map(availability ? [['SKU-A', availability]] : []),
      backorderDays,
      fallback: { from: 2, to: 3 },
    });
    expect(lines).toEqual([
      {
        itemIdentifier: 'id-SKU-A',
        sku: 'SKU-A',
        name: 'sku-a',
        title: 'Title SKU-A',
        quantity: 1,
        fulfillmentStatus: status,
        shipping,
      },
    ]);
  });
});
