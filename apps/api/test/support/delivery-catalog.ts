import type { Product } from '@store/core';
import { makeProduct } from './factories';

const price = (amount: number, currency: 'USD' | 'CAD') => ({
  price: { amount, currency, discount: 0 },
  listPrice: { amount, currency, discount: 0 },
});

/** A small catalogue for the region, tax and delivery tests: a $1,000 mattress, a $50 pillow and the white glove line. */
export function deliveryCatalog(currency: 'USD' | 'CAD' = 'USD'): Product[] {
  return [
    makeProduct({
      id: 'test-mattress',
      attributes: { group: 'mattress', markers: [], mattressCount: 1 },
      pricing: price(100_000, currency),
    }),
    makeProduct({
      id: 'test-pillow',
      attributes: { group: 'bedding', markers: ['soft-good'] },
      pricing: price(5_000, currency),
    }),
    makeProduct({
      id: 'mattress-white-glove',
      properties: [],
      attributes: { group: 'service', markers: ['white-glove'] },
      pricing: price(0, currency),
    }),
  ];
}

export const line = (productID: string, quantity = 1) => ({
  productID,
  quantity,
  properties: productID === 'mattress-white-glove' ? [] : [{ name: 'Size', value: 'queen' }],
});
