import { describe, expect, it } from 'vitest';
import type { Product } from '@store/core/product';
import { documentOf, errorAt, formFieldOf, parseJsonDocument, toFormValues } from './product-form-model';

const product = {
  id: 'cloud',
  name: 'cloud',
  title: 'The Cloud',
  inventoryKey: 'CLOUD',
  metadata: { url: '/mattresses/cloud', isWarranty: false, reportToAnalytics: true },
  attributes: { group: 'mattress', markers: ['new'], mattressCount: 1 },
  properties: [
    {
      name: 'Size',
      title: 'Size',
      code: 'SZ',
      defaultValue: 'queen',
      options: [
        { value: 'queen', title: 'Queen', code: 'QN', priceDiff: 0, outOfStock: false },
        { value: 'king', title: 'King', code: 'KG', priceDiff: 20000, outOfStock: false },
      ],
    },
  ],
  availability: {},
  pricing: {
    price: { amount: 90000, currency: 'USD', discount: 10 },
    listPrice: { amount: 100000, currency: 'USD', discount: 10 },
  },
  mediaCollection: [],
  extrasData: { markers: [], skus: [] },
  skuData: {},
  content: { summary: '', description: '', highlights: ['Cool'], relatedProducts: [] },
} as unknown as Product;

describe('the product form', () => {
  it('turns the typed lists back into the document and restates the sale price from list and percent', () => {
    const values = toFormValues(product);
    values.highlights = ' Cool \n\nSoft';
    values.markers = 'new, bestseller ,';
    values.doc.pricing = { ...values.doc.pricing, price: { amount: 90000, currency: 'USD', discount: 20 } } as Product['pricing'];
    const doc = documentOf(values);
    expect(doc.content.highlights).toEqual(['Cool', 'Soft']);
    expect(doc.attributes.markers).toEqual(['new', 'bestseller']);
    // List 1000.00 less 20% is 800.00; the list's own percent follows the sale's.
    expect(doc.pricing).toEqual({
      price: { amount: 80000, currency: 'USD', discount: 20 },
      listPrice: { amount: 100000, currency: 'USD', discount: 20 },
    });
  });

  it.each([
    ['content.summary', 'doc.content.summary'],
    ['content.highlights.2', 'highlights'],
    ['attributes.markers.0', 'markers'],
    ['', 'doc'],
  ])('a problem at %j shows on %s', (field, name) => expect(formFieldOf(field)).toBe(name));

  it('names the line and column of a JSON syntax error', () => {
    const parsed = parseJsonDocument('{\n  "id": "x",\n  oops\n}');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(/^Not JSON at line 3, column 3/);
  });

  it('reads a nested error message by path', () => {
    expect(errorAt({ doc: { content: { summary: { message: 'required' } } } }, 'doc.content.summary')).toBe('required');
    expect(errorAt({}, 'doc.title')).toBeUndefined();
  });
});
