import { describe, expect, it } from 'vitest';
import type { Product } from '@store/core/product';
import { copyNames, duplicateProduct } from './duplicate-product';

const available = {
  isActive: true,
  isInStock: true,
  isBackOrderAllowed: false,
  shippingFrom: 1,
  shippingTo: 3,
  wgsShippingFrom: 7,
  wgsShippingTo: 14,
};
const product = {
  id: 'cloud-pillow',
  name: 'cloud-pillow',
  title: 'The Cloud Pillow',
  inventoryKey: 'CLOUD',
  metadata: { url: '/bedding/cloud-pillow', isWarranty: false, reportToAnalytics: true },
  availability: { 'CLOUD-SZQN': available },
  skuData: { 'CLOUD-SZQN': { parcelDimensions: { width: 1, height: 1, length: 1, weight: 1 } } },
  pricing: [
    {
      sku: 'CLOUD-SZQN',
      totalPrice: { amount: 100, currency: 'USD' },
      discountedPrice: { amount: 100, currency: 'USD' },
      totalValue: { amount: 100, currency: 'USD' },
      listPrice: { amount: 100, currency: 'USD' },
    },
  ],
} as unknown as Product;

describe('duplicating a product', () => {
  it('suggests names for the copy', () => {
    expect(copyNames(product)).toEqual({
      id: 'cloud-pillow-copy',
      name: 'cloud-pillow-copy',
      title: 'The Cloud Pillow (copy)',
      inventoryKey: 'CLOUDCOPY',
    });
  });

  it('renames every sku to the new stem and the page path to the new name', () => {
    const copy = duplicateProduct(product, {
      id: 'travel-pillow',
      name: 'travel-pillow',
      title: 'The Travel Pillow',
      inventoryKey: 'TRAVEL',
    });
    expect([copy.id, copy.name, copy.title, copy.inventoryKey, copy.metadata.url]).toEqual([
      'travel-pillow',
      'travel-pillow',
      'The Travel Pillow',
      'TRAVEL',
      '/bedding/travel-pillow',
    ]);
    expect(Object.keys(copy.availability)).toEqual(['TRAVEL-SZQN']);
    expect(Object.keys(copy.skuData)).toEqual(['TRAVEL-SZQN']);
    expect((copy.pricing as Array<{ sku: string }>).map((e) => e.sku)).toEqual(['TRAVEL-SZQN']);
    expect(product.availability).toHaveProperty('CLOUD-SZQN');
  });
});
