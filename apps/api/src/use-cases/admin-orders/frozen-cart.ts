import type { Cart } from '@store/core';

/** A line of the order's frozen cart as staff read it: what was bought and what it cost, minor units. */
export interface FrozenLine {
  itemIdentifier: string;
  productId: string;
  title: string;
  group: string;
  sku: string;
  quantity: number;
  properties: Array<{ name: string; value: string }>;
  extras: Array<{ title: string; kind: string | null; amount: number | null }>;
  /** All units before the coupon. */
  price: number;
  couponDiscount: number;
  /** All units after the coupon (priceAfterDiscount). */
  amount: number;
}

/** A charge of the frozen cart besides its lines: shipping, tax, white glove, services, fees. */
export interface FrozenExtra {
  title: string;
  kind: string;
  amount: number;
}

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose => (typeof value === 'object' && value !== null ? (value as Loose) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const whole = (value: unknown): number | null => (Number.isSafeInteger(value) ? (value as number) : null);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The frozen cart's lines and extras, read field by field: an order is shown whatever its cart holds (an order frozen
 * before a field existed, or written by hand), a missing amount reads as 0 and a missing text as empty.
 */
export function frozenCart(cart: Cart): { lines: FrozenLine[]; extras: FrozenExtra[] } {
  const lines = list(record(cart).items).map((raw): FrozenLine => {
    const item = record(raw);
    const product = record(item.product);
    const pricing = record(item.pricing);
    const amount = whole(item.priceAfterDiscount) ?? 0;
    const couponDiscount = whole(record(record(pricing.breakdown).couponDiscount).amount) ?? 0;
    return {
      itemIdentifier: text(item.itemIdentifier),
      productId: text(product.id),
      title: text(product.title),
      group: text(product.group),
      sku: text(item.sku),
      quantity: whole(item.quantity) ?? 0,
      properties: list(item.properties).flatMap((p) => {
        const property = record(p);
        return typeof property.name === 'string' && typeof property.value === 'string'
          ? [{ name: property.name, value: property.value }]
          : [];
      }),
      extras: list(item.extras).flatMap((e) => {
        const extra = record(e);
        if (typeof extra.title !== 'string') return [];
        const price = whole(extra.amount) ?? whole(record(record(extra.pricing).price).amount);
        return [{ title: extra.title, kind: typeof extra.kind === 'string' ? extra.kind : null, amount: price }];
      }),
      price: whole(record(pricing.price).amount) ?? amount + couponDiscount,
      couponDiscount,
      amount,
    };
  });
  const extras = list(record(cart).extras).map((raw): FrozenExtra => {
    const extra = record(raw);
    return {
      title: text(extra.title),
      kind: text(extra.kind),
      amount: whole(record(record(extra.pricing).price).amount) ?? 0,
    };
  });
  return { lines, extras };
}
