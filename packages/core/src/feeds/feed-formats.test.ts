import { describe, expect, it } from 'vitest';
import type { FeedItem } from './feed-items';
import { googleItemFields, metaRow } from './feed-formats';
import { feedPrice, feedText } from './feed-text';

const item: FeedItem = {
  id: 'CLOUD-SZQN',
  itemGroupId: 'cloud-mattress',
  title: 'Cloud - Queen',
  description: 'Soft.',
  link: 'https://nestwood.example/mattresses/cloud?size=queen',
  imageLink: 'https://nestwood.example/media/cloud.svg',
  availability: 'backorder',
  availabilityDate: '2026-12-03',
  price: { amount: 100000, currency: 'USD' },
  salePrice: { amount: 90000, currency: 'USD' },
  brand: 'Nestwood',
  mpn: 'CLOUD-SZQN',
  condition: 'new',
  shipping: { country: 'US', service: 'Standard shipping', price: { amount: 0, currency: 'USD' } },
  productType: 'mattress',
  size: 'Queen',
  color: null,
};

describe('googleItemFields', () => {
  it('names every field in Google’s words, shipping as a group, nothing for what the item lacks', () => {
    expect(googleItemFields(item)).toEqual([
      { name: 'id', value: 'CLOUD-SZQN' },
      { name: 'title', value: 'Cloud - Queen' },
      { name: 'description', value: 'Soft.' },
      { name: 'link', value: 'https://nestwood.example/mattresses/cloud?size=queen' },
      { name: 'image_link', value: 'https://nestwood.example/media/cloud.svg' },
      { name: 'availability', value: 'backorder' },
      { name: 'availability_date', value: '2026-12-03T00:00Z' },
      { name: 'price', value: '1000.00 USD' },
      { name: 'sale_price', value: '900.00 USD' },
      { name: 'brand', value: 'Nestwood' },
      { name: 'mpn', value: 'CLOUD-SZQN' },
      { name: 'identifier_exists', value: 'yes' },
      { name: 'condition', value: 'new' },
      {
        name: 'shipping',
        fields: [
          { name: 'country', value: 'US' },
          { name: 'service', value: 'Standard shipping' },
          { name: 'price', value: '0.00 USD' },
        ],
      },
      { name: 'item_group_id', value: 'cloud-mattress' },
      { name: 'product_type', value: 'mattress' },
      { name: 'size', value: 'Queen' },
    ]);
  });

  it.each([
    ['in stock', 'in_stock'],
    ['out of stock', 'out_of_stock'],
  ] as const)('spells %s as %s', (availability, google) => {
    const fields = googleItemFields({ ...item, availability, availabilityDate: null, salePrice: null });
    expect(fields).toContainEqual({ name: 'availability', value: google });
    expect(fields.map((f) => f.name)).not.toContain('availability_date');
    expect(fields.map((f) => f.name)).not.toContain('sale_price');
  });
});

describe('metaRow', () => {
  it('fills every column, Meta’s availability words and shipping as COUNTRY:REGION:SERVICE:PRICE', () => {
    expect(metaRow(item)).toEqual({
      id: 'CLOUD-SZQN',
      title: 'Cloud - Queen',
      description: 'Soft.',
      availability: 'available for order',
      condition: 'new',
      price: '1000.00 USD',
      sale_price: '900.00 USD',
      link: 'https://nestwood.example/mattresses/cloud?size=queen',
      image_link: 'https://nestwood.example/media/cloud.svg',
      brand: 'Nestwood',
      mpn: 'CLOUD-SZQN',
      item_group_id: 'cloud-mattress',
      shipping: 'US::Standard shipping:0.00 USD',
      product_type: 'mattress',
      size: 'Queen',
      color: '',
    });
    expect(metaRow({ ...item, availability: 'in stock', salePrice: null })).toMatchObject({
      availability: 'in stock',
      sale_price: '',
    });
  });
});

describe('feedPrice', () => {
  it.each([
    [99900, 'USD', '999.00 USD'],
    [149905, 'CAD', '1499.05 CAD'],
    [5, 'USD', '0.05 USD'],
    [0, 'USD', '0.00 USD'],
  ])('%i %s is %s', (amount, currency, expected) => {
    expect(feedPrice(amount, currency)).toBe(expected);
  });
});

describe('feedText', () => {
  it.each([
    ['plain', 'Cloud Mattress', 20, 'Cloud Mattress'],
    ['white space runs and newlines', ' a\r\n\tb   c ', 20, 'a b c'],
    ['control characters and lone surrogates', 'a\u0000b\u001Fc\u007Fd\u0085e\uDC00f\uFFFE', 20, 'abcdef'],
    ['a pair of surrogates (an emoji) is kept', 'Sleep 😴 well', 20, 'Sleep 😴 well'],
    ['markup characters stay (escaping is the format’s job)', 'Tom & "Jerry" <b>', 30, 'Tom & "Jerry" <b>'],
    ['cut with an ellipsis, never inside a character', 'ab😴cdef', 4, 'ab😴…'],
  ])('%s', (_name, text, max, expected) => {
    expect(feedText(text, max)).toBe(expected);
  });
});
