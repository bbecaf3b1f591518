import { describe, expect, it } from 'vitest';
import { cartChangedSinceOrder } from './cart-choices';

const line = (id: string, quantity = 1, forItem: string | null = null) => ({
  itemIdentifier: id,
  product: { id: `p-${id}` },
  properties: [{ name: 'Size', value: 'queen' }],
  quantity,
  forItem,
});
const cart = (over: Record<string, unknown> = {}) =>
  ({
    items: [line('a'), line('b', 2, 'a')],
    couponDetails: { code: 'SAVE10' },
    region: { country: 'US', state: 'TX', zip: '78701' },
    deliveryOption: { name: 'standard-shipping', withMattressRemoval: false },
    metadata: { reqShippingDate: null, reqDeliveryDate: null },
    totalPrice: { amount: 100 },
    ...over,
  }) as unknown as Parameters<typeof cartChangedSinceOrder>[0];

describe('a payment pays for what its order froze (the cart must hold the same choices)', () => {
  it.each([
    ['the same cart with new prices is unchanged', cart({ totalPrice: { amount: 999 } }), false],
    ['a line added', cart({ items: [line('a'), line('b', 2, 'a'), line('c')] }), true],
    ['a quantity changed', cart({ items: [line('a', 2), line('b', 2, 'a')] }), true],
    ['the coupon removed', cart({ couponDetails: null }), true],
    ['another region', cart({ region: { country: 'US', state: 'CA', zip: '94105' } }), true],
    ['another delivery choice', cart({ deliveryOption: { name: 'mattress-white-glove', withMattressRemoval: false } }), true],
    ['a requested delivery date', cart({ metadata: { reqShippingDate: null, reqDeliveryDate: '2026-12-01' } }), true],
  ])('%s', (_name, current, changed) => {
    expect(cartChangedSinceOrder(cart(), current)).toBe(changed);
  });
});
