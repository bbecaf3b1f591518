import { describe, expect, it } from 'vitest';
import { lineShipping, type ParcelOfLines } from './line-shipping';
import type { LineShipping } from './line-shipping-wire';
import type { OrderGoodsLine } from './shipment-lines';

const MATTRESS: OrderGoodsLine = { itemIdentifier: 'm', title: 'Cloud Mattress', group: 'mattress', quantity: 3 };
const PILLOW: OrderGoodsLine = { itemIdentifier: 'p', title: 'Gift Pillow', group: 'bedding', quantity: 1 };
const PLAN: OrderGoodsLine = { itemIdentifier: 'w', title: 'Protection Plan', group: 'warranty', quantity: 1 };
const SETUP: OrderGoodsLine = { itemIdentifier: 's', title: 'In-room Setup', group: 'service', quantity: 1 };
const ORDER = [MATTRESS, PILLOW, PLAN, SETUP];

const parcel = (carrier: string, shippedAt: string, ...lines: Array<[string, number]>): ParcelOfLines => ({
  carrier,
  shippedAt,
  lines: lines.map(([itemIdentifier, quantity]) => ({ itemIdentifier, quantity })),
});

const JAN2 = '2026-01-02T15:00:00.000Z';
const JAN5 = '2026-01-05T09:30:00.000Z';
const NONE = { status: 'nothing_to_ship', quantity: 0, lastShippedAt: null, carrierName: null } as const;
const WAITING = { status: 'not_shipped', quantity: 0, lastShippedAt: null, carrierName: null } as const;

describe('lineShipping', () => {
  it.each<[string, ParcelOfLines[], Record<string, LineShipping>]>([
    ['nothing shipped yet', [], { m: WAITING, p: WAITING, w: NONE, s: NONE }],
    [
      'two of three mattresses in one parcel',
      [parcel('ups', JAN2, ['m', 2])],
      {
        m: { status: 'partially_shipped', quantity: 2, lastShippedAt: JAN2, carrierName: 'UPS' },
        p: WAITING,
        w: NONE,
        s: NONE,
      },
    ],
    [
      'the rest later with another carrier: the latest parcel names the date and carrier',
      [parcel('ups', JAN2, ['m', 2], ['p', 1]), parcel('fedex', JAN5, ['m', 1])],
      {
        m: { status: 'shipped', quantity: 3, lastShippedAt: JAN5, carrierName: 'FedEx' },
        p: { status: 'shipped', quantity: 1, lastShippedAt: JAN2, carrierName: 'UPS' },
        w: NONE,
        s: NONE,
      },
    ],
    [
      'parcels listed newest first still name the latest',
      [parcel('fedex', JAN5, ['m', 1]), parcel('ups', JAN2, ['m', 1])],
      {
        m: { status: 'partially_shipped', quantity: 2, lastShippedAt: JAN5, carrierName: 'FedEx' },
        p: WAITING,
        w: NONE,
        s: NONE,
      },
    ],
    [
      'more recorded than ordered reads as the ordered units, shipped',
      [parcel('white-glove', JAN2, ['m', 4])],
      {
        m: { status: 'shipped', quantity: 3, lastShippedAt: JAN2, carrierName: 'White glove delivery' },
        p: WAITING,
        w: NONE,
        s: NONE,
      },
    ],
    [
      'a parcel naming a plan or an unknown line changes nothing; an unknown carrier is named by its key',
      [parcel('dhl', JAN2, ['w', 1], ['zz', 1], ['p', 1])],
      {
        m: WAITING,
        p: { status: 'shipped', quantity: 1, lastShippedAt: JAN2, carrierName: 'dhl' },
        w: NONE,
        s: NONE,
      },
    ],
  ])('%s', (_name, parcels, expected) => {
    expect(Object.fromEntries(lineShipping(ORDER, parcels))).toEqual(expected);
  });

  it('an order of only plans and services has nothing to ship on any line', () => {
    expect([...lineShipping([PLAN, SETUP], []).values()].map((line) => line.status)).toEqual([
      'nothing_to_ship',
      'nothing_to_ship',
    ]);
  });
});
