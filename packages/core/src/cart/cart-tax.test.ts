import { describe, expect, it } from 'vitest';
import { cartExtra } from './cart-extra';
import type { Cart, CartItem } from './cart-schema';
import { taxRequestOf, withTax } from './cart-tax';
import type { TaxQuote } from './tax';

const item = (id: string, quantity: number, amount: number) =>
  ({ itemIdentifier: id, quantity, priceAfterDiscount: amount }) as unknown as CartItem;

const cart = (over: Partial<Cart> = {}): Cart => ({
  id: 'c'.repeat(24),
  items: [item('a', 1, 90_000), item('b', 2, 7_425)],
  extras: [cartExtra('SHIPPING', 'shipping', 'Shipping', 'shipping', 0, 'USD')],
  itemsCount: 3,
  totalPrice: { amount: 97_425 },
  totalDiscount: { amount: 0 },
  totalValue: { amount: 97_425 },
  totalSavings: { amount: 0 },
  couponDetails: null,
  metadata: { reqShippingDate: null, reqDeliveryDate: null },
  historyLog: [],
  currency: 'USD',
  preventAddingCoupon: false,
  region: { country: 'US', state: 'TX', zip: '78701' },
  taxStatus: 'at-checkout',
  ...over,
});

const austin: TaxQuote = {
  amount: 8038,
  parts: [
    { name: 'TX state', bps: 625, amount: 6089 },
    { name: 'Austin local', bps: 200, amount: 1949 },
  ],
  estimate: false,
};

describe('withTax: the quote becomes one tax extra, in the total', () => {
  it('adds the tax extra, its amount to the total, and says the tax is quoted', () => {
    const taxed = withTax(cart(), austin);
    expect(taxed.extras.at(-1)).toMatchObject({
      sku: 'TAX',
      kind: 'tax',
      title: 'Tax (TX state 6.25% + Austin local 2%)',
      pricing: { price: { amount: 8038 }, profilePrice: { amount: 8038, currency: 'USD' } },
    });
    expect(taxed.totalPrice.amount).toBe(105_463);
    expect(taxed.taxStatus).toBe('quoted');
  });

  it('an estimate says so', () => {
    const taxed = withTax(cart(), { amount: 6089, parts: [{ name: 'TX state', bps: 625, amount: 6089 }], estimate: true });
    expect(taxed.taxStatus).toBe('estimate');
    expect(taxed.extras.at(-1)?.title).toBe('Estimated tax (TX state 6.25%)');
  });

  it('no quote (no address yet): no tax extra, the total without tax, calculated at checkout', () => {
    const taxed = withTax(cart({ region: null }), null);
    expect(taxed.extras.map((e) => e.kind)).toEqual(['shipping']);
    expect(taxed.totalPrice.amount).toBe(97_425);
    expect(taxed.taxStatus).toBe('at-checkout');
  });

  it('a new quote replaces the old tax, never adds to it', () => {
    const twice = withTax(withTax(cart(), austin), { amount: 100, parts: [], estimate: false });
    expect(twice.extras.filter((e) => e.kind === 'tax')).toHaveLength(1);
    expect(twice.totalPrice.amount).toBe(97_525);
  });
});

describe('taxRequestOf: what the provider is asked', () => {
  it('the address, each line after discounts and the shipping', () =>
    expect(taxRequestOf(cart())).toEqual({
      country: 'US',
      state: 'TX',
      zip: '78701',
      currency: 'USD',
      lines: [
        { id: 'a', quantity: 1, amount: 90_000 },
        { id: 'b', quantity: 2, amount: 7_425 },
      ],
      shipping: 0,
    }));

  it.each([
    ['no address yet', { region: null }],
    ['no merchandise', { items: [] }],
  ])('nothing to ask with %s', (_label, over) => expect(taxRequestOf(cart(over))).toBeNull());
});
