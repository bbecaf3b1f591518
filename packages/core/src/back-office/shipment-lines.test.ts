import { describe, expect, it } from 'vitest';
import {
  checkShipment,
  fulfillmentStatusOf,
  linesToShip,
  mayShip,
  orderGoodsLines,
  shippedQuantities,
  type LineQuantity,
  type OrderGoodsLine,
} from './shipment-lines';

const MATTRESS: OrderGoodsLine = { itemIdentifier: 'm', title: 'Cloud Mattress', group: 'mattress', quantity: 2 };
const PILLOW: OrderGoodsLine = { itemIdentifier: 'p', title: 'Gift Pillow', group: 'bedding', quantity: 1 };
const PLAN: OrderGoodsLine = { itemIdentifier: 'w', title: 'Protection Plan', group: 'warranty', quantity: 1 };
const SETUP: OrderGoodsLine = { itemIdentifier: 's', title: 'In-room Setup', group: 'service', quantity: 1 };
const ORDER = [MATTRESS, PILLOW, PLAN, SETUP];

const shipment = (...lines: Array<[string, number]>) => ({
  lines: lines.map(([itemIdentifier, quantity]) => ({ itemIdentifier, quantity })),
});

describe('shippedQuantities', () => {
  it.each([
    [[], {}],
    [[shipment(['m', 1])], { m: 1 }],
    [[shipment(['m', 1], ['p', 1]), shipment(['m', 1])], { m: 2, p: 1 }],
  ])('%j -> %j', (shipments, expected) => {
    expect(Object.fromEntries(shippedQuantities(shipments))).toEqual(expected);
  });
});

describe('linesToShip', () => {
  it.each([
    [
      'nothing shipped: every goods line in full, plans and services left out',
      [],
      [
        { itemIdentifier: 'm', title: 'Cloud Mattress', ordered: 2, shipped: 0, unshipped: 2 },
        { itemIdentifier: 'p', title: 'Gift Pillow', ordered: 1, shipped: 0, unshipped: 1 },
      ],
    ],
    [
      'one mattress shipped',
      [shipment(['m', 1])],
      [
        { itemIdentifier: 'm', title: 'Cloud Mattress', ordered: 2, shipped: 1, unshipped: 1 },
        { itemIdentifier: 'p', title: 'Gift Pillow', ordered: 1, shipped: 0, unshipped: 1 },
      ],
    ],
    [
      'more recorded than ordered never leaves less than nothing',
      [shipment(['m', 3], ['p', 1])],
      [
        { itemIdentifier: 'm', title: 'Cloud Mattress', ordered: 2, shipped: 3, unshipped: 0 },
        { itemIdentifier: 'p', title: 'Gift Pillow', ordered: 1, shipped: 1, unshipped: 0 },
      ],
    ],
  ])('%s', (_name, shipments, expected) => {
    expect(linesToShip(ORDER, shipments)).toEqual(expected);
  });
});

describe('fulfillmentStatusOf', () => {
  it.each([
    [[], 'unfulfilled'],
    [[shipment(['m', 1])], 'partially_shipped'],
    [[shipment(['m', 2])], 'partially_shipped'],
    [[shipment(['m', 2]), shipment(['p', 1])], 'shipped'],
    [[shipment(['m', 1], ['p', 1]), shipment(['m', 1])], 'shipped'],
  ] as const)('%j -> %s', (shipments, status) => {
    expect(fulfillmentStatusOf(ORDER, shipments)).toBe(status);
  });
});

describe('mayShip', () => {
  it.each([
    ['paid', 'paid', null],
    ['paid', 'partially_refunded', null],
    ['pending', 'unpaid', 'This order is not paid yet: it ships once paid'],
    ['paid', 'unpaid', 'This order is not paid yet: it ships once paid'],
    ['cancelled', 'unpaid', 'This order is cancelled: nothing may ship'],
    ['cancelled', 'refunded', 'This order is cancelled: nothing may ship'],
    ['paid', 'refunded', 'This order was refunded in full: nothing more may ship'],
  ] as const)('%s order, %s money -> %s', (status, paymentStatus, message) => {
    expect(mayShip({ status, paymentStatus })).toEqual(
      message === null ? { ok: true, value: true } : { ok: false, error: { code: 'CONFLICT', message } },
    );
  });
});

describe('checkShipment', () => {
  const lines = (...pairs: Array<[string, number]>): LineQuantity[] =>
    pairs.map(([itemIdentifier, quantity]) => ({ itemIdentifier, quantity }));

  it.each([
    ['part of a line', [], lines(['m', 1]), 'partially_shipped'],
    ['a whole line, another still to come', [], lines(['m', 2]), 'partially_shipped'],
    ['everything at once', [], lines(['m', 2], ['p', 1]), 'shipped'],
    ['the rest after a first parcel', [shipment(['m', 1])], lines(['m', 1], ['p', 1]), 'shipped'],
    ['the last unit', [shipment(['m', 2])], lines(['p', 1]), 'shipped'],
  ] as const)('%s -> %s', (_name, shipments, requested, status) => {
    expect(checkShipment(ORDER, shipments, requested)).toEqual({
      ok: true,
      value: { lines: requested, fulfillmentStatus: status },
    });
  });

  it.each([
    ['no line', [], lines(), 'BAD_REQUEST', 'Choose at least one line to ship'],
    ['a line twice', [], lines(['m', 1], ['m', 1]), 'BAD_REQUEST', 'Each line may be listed once in a shipment'],
    ['an unknown line', [], lines(['nope', 1]), 'BAD_REQUEST', 'This order has no line nope'],
    [
      'a protection plan',
      [],
      lines(['w', 1]),
      'BAD_REQUEST',
      'Protection Plan is not shipped: it is a service or a protection plan',
    ],
    ['a service', [], lines(['s', 1]), 'BAD_REQUEST', 'In-room Setup is not shipped: it is a service or a protection plan'],
    ['none of a line', [], lines(['m', 0]), 'BAD_REQUEST', 'The quantity of Cloud Mattress must be a whole number of at least 1'],
    [
      'less than none',
      [],
      lines(['m', -1]),
      'BAD_REQUEST',
      'The quantity of Cloud Mattress must be a whole number of at least 1',
    ],
    ['half a unit', [], lines(['m', 1.5]), 'BAD_REQUEST', 'The quantity of Cloud Mattress must be a whole number of at least 1'],
    ['more than ordered', [], lines(['m', 3]), 'CONFLICT', 'Only 2 of Cloud Mattress left to ship, not 3'],
    ['more than is left', [shipment(['m', 1])], lines(['m', 2]), 'CONFLICT', 'Only 1 of Cloud Mattress left to ship, not 2'],
    ['a line already gone', [shipment(['p', 1])], lines(['p', 1]), 'CONFLICT', 'Gift Pillow has already shipped in full'],
    [
      'a good line with one already gone',
      [shipment(['p', 1])],
      lines(['m', 1], ['p', 1]),
      'CONFLICT',
      'Gift Pillow has already shipped in full',
    ],
  ] as const)('refuses %s', (_name, shipments, requested, code, message) => {
    expect(checkShipment(ORDER, shipments, requested)).toEqual({ ok: false, error: { code, message } });
  });
});

describe('orderGoodsLines', () => {
  it('reads each cart line id, title, group and quantity', () => {
    const items = [
      { itemIdentifier: 'a', quantity: 2, product: { title: 'Split King Mattress', group: 'mattress' }, sku: 'X' },
      { itemIdentifier: 'b', quantity: 1, product: { title: 'Free Pillow', group: 'bedding' }, sku: 'Y' },
    ];
    expect(orderGoodsLines(items)).toEqual([
      { itemIdentifier: 'a', title: 'Split King Mattress', group: 'mattress', quantity: 2 },
      { itemIdentifier: 'b', title: 'Free Pillow', group: 'bedding', quantity: 1 },
    ]);
  });
});
