import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import { orderRefusal } from './order-rules';

describe('POST /orders: who may order where', () => {
  it.each([
    ['an active brand, its own key, a provider it offers', 'nestwood', 'nestwood', 'stripeDirect', null],
    ['a discontinued brand takes no orders', 'hushly', 'hushly', 'stripeDirect', 'BRAND_DISCONTINUED'],
    ['the body names another brand', 'nestwood', 'driftvale', 'stripeDirect', 'BAD_REQUEST'],
    [
      "'Payment provider not found': a provider the brand does not offer",
      'nestwood-ca',
      'nestwood-ca',
      'stripeDirect',
      'PROVIDER_NOT_FOUND',
    ],
    ['the Canada card provider in Canada', 'nestwood-ca', 'nestwood-ca', 'stripeCanada', null],
    ['an unknown provider', 'nestwood', 'nestwood', 'cash', 'PROVIDER_NOT_FOUND'],
  ] as const)('%s', (_rule, store, brand, billingProvider, code) => {
    expect(orderRefusal(BRANDS[store], { brand, billingProvider })?.code ?? null).toBe(code);
  });

  it("says 'Payment provider not found' verbatim", () => {
    expect(orderRefusal(BRANDS.nestwood, { brand: 'nestwood', billingProvider: 'cash' })?.message).toBe(
      'Payment provider not found',
    );
  });
});
