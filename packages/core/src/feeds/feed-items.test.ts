import { describe, expect, it } from 'vitest';
import type { Availability, Product } from '../product';
import { fileProduct } from '../catalog-file/test-file.test-support';
import { addBusinessDays, feedItems, type FeedInput, type FeedProduct } from './feed-items';

const brand: FeedInput['brand'] = { name: 'Nestwood', region: 'US', currency: 'USD', status: 'active' };
const NOW = new Date('2026-11-27T15:00:00Z'); // a Friday

const input = (products: FeedProduct[], over: Partial<FeedInput> = {}): FeedInput => ({
  brand,
  products,
  origin: 'https://nestwood.example',
  now: NOW,
  photoImage: (photo) => `${photo.src}/1200.jpg`,
  ...over,
});

const mattress = (): Product => fileProduct('cloud-mattress', 'CLOUD');
const withAvailability = (product: Product, sku: string, change: Partial<Availability>): Product => ({
  ...product,
  availability: { ...product.availability, [sku]: { ...product.availability[sku]!, ...change } },
});

describe('feedItems', () => {
  it('lists each variant with its canonical link, drawing, list and sale price, shipping and group', () => {
    expect(feedItems(input([mattress()]))).toEqual([
      {
        id: 'CLOUD-SZQN',
        itemGroupId: 'cloud-mattress',
        title: 'The cloud-mattress - Queen',
        description: 'Soft.',
        link: 'https://nestwood.example/mattresses/cloud-mattress?size=queen',
        imageLink: 'https://nestwood.example/media/mattress/cloud/white/main.svg',
        availability: 'in stock',
        availabilityDate: null,
        price: { amount: 100000, currency: 'USD' },
        salePrice: { amount: 90000, currency: 'USD' },
        brand: 'Nestwood',
        mpn: 'CLOUD-SZQN',
        condition: 'new',
        shipping: { country: 'US', service: 'Standard shipping', price: { amount: 0, currency: 'USD' } },
        productType: 'mattress',
        size: 'Queen',
        color: null,
      },
      {
        id: 'CLOUD-SZKG',
        itemGroupId: 'cloud-mattress',
        title: 'The cloud-mattress - King',
        description: 'Soft.',
        link: 'https://nestwood.example/mattresses/cloud-mattress?size=king',
        imageLink: 'https://nestwood.example/media/mattress/cloud/white/main.svg',
        availability: 'in stock',
        availabilityDate: null,
        price: { amount: 120000, currency: 'USD' },
        salePrice: { amount: 108000, currency: 'USD' },
        brand: 'Nestwood',
        mpn: 'CLOUD-SZKG',
        condition: 'new',
        shipping: { country: 'US', service: 'Standard shipping', price: { amount: 0, currency: 'USD' } },
        productType: 'mattress',
        size: 'King',
        color: null,
      },
    ]);
  });

  it.each<[string, Partial<Availability>, { availability: string; availabilityDate: string | null } | null]>([
    ['in stock', {}, { availability: 'in stock', availabilityDate: null }],
    ['out of stock, no back order', { isInStock: false }, { availability: 'out of stock', availabilityDate: null }],
    // Friday + 4 business days: Thursday.
    [
      'a back order ships from its window',
      { isInStock: false, isBackOrderAllowed: true, shippingFrom: 4 },
      { availability: 'backorder', availabilityDate: '2026-12-03' },
    ],
    ['an inactive sku is not listed', { isActive: false }, null],
  ])('%s', (_name, change, expected) => {
    const [king] = feedItems(input([withAvailability(mattress(), 'CLOUD-SZKG', change)])).filter((i) => i.id === 'CLOUD-SZKG');
    if (expected === null) expect(king).toBeUndefined();
    else expect(king).toMatchObject(expected);
  });

  it('an option marked out of stock is out of stock', () => {
    const product = mattress();
    product.properties[0]!.options[1]!.outOfStock = true;
    expect(feedItems(input([product])).map((i) => [i.id, i.availability])).toEqual([
      ['CLOUD-SZQN', 'in stock'],
      ['CLOUD-SZKG', 'out of stock'],
    ]);
  });

  it('a discontinued brand lists everything out of stock', () => {
    const items = feedItems(input([mattress()], { brand: { ...brand, status: 'discontinued' } }));
    expect(items.map((i) => i.availability)).toEqual(['out of stock', 'out of stock']);
  });

  it('no sale price when the shopper pays the list price', () => {
    const product = mattress();
    product.pricing = {
      price: { amount: 100000, currency: 'USD', discount: 0 },
      listPrice: { amount: 100000, currency: 'USD', discount: 0 },
    };
    expect(feedItems(input([product])).map((i) => [i.price.amount, i.salePrice])).toEqual([
      [100000, null],
      [120000, null],
    ]);
  });

  it('leaves out add-ons and products without a page of their own', () => {
    const warranty = { ...mattress(), id: 'warranty' };
    warranty.attributes = { ...warranty.attributes, group: 'warranty' as const };
    const service = { ...mattress(), id: 'white-glove' };
    service.attributes = { ...service.attributes, group: 'service' as const };
    const hidden = { ...mattress(), id: 'hidden' };
    hidden.attributes = { ...hidden.attributes, markers: ['no-own-page'] };
    expect(feedItems(input([warranty, service, hidden]))).toEqual([]);
  });

  it('links a staff photo of the variant’s colour, else the first photo', () => {
    const product: FeedProduct = {
      ...mattress(),
      properties: [
        {
          name: 'Color',
          title: 'Color',
          code: 'CL',
          defaultValue: 'navy',
          options: [
            { value: 'navy', title: 'Navy', code: 'NV', priceDiff: 0, outOfStock: false },
            { value: 'white', title: 'White', code: 'WH', priceDiff: 0, outOfStock: false },
            { value: 'sand', title: 'Sand', code: 'SD', priceDiff: 0, outOfStock: false },
          ],
        },
      ],
      availability: Object.fromEntries(
        ['CLOUD-CLNV', 'CLOUD-CLWH', 'CLOUD-CLSD'].map((sku) => [sku, mattress().availability['CLOUD-SZQN']!]),
      ),
      photos: [
        { color: null, width: 2000, src: '/media/photos/nestwood/p1/aaa' },
        { color: 'white', width: 1000, src: '/media/photos/nestwood/p2/bbb' },
      ],
    };
    expect(feedItems(input([product])).map((i) => [i.id, i.imageLink, i.color, i.title])).toEqual([
      ['CLOUD-CLNV', 'https://nestwood.example/media/photos/nestwood/p1/aaa/1200.jpg', 'Navy', 'The cloud-mattress - Navy'],
      ['CLOUD-CLWH', 'https://nestwood.example/media/photos/nestwood/p2/bbb/1200.jpg', 'White', 'The cloud-mattress - White'],
      ['CLOUD-CLSD', 'https://nestwood.example/media/photos/nestwood/p1/aaa/1200.jpg', 'Sand', 'The cloud-mattress - Sand'],
    ]);
  });

  it('keeps an absolute drawing URL and cleans odd text', () => {
    const product = mattress();
    product.title = '  Tom & Jerry\u0000 "Deluxe"\n<Mattress>\u0007 ';
    product.content.summary = 'Line one\r\n\tline two \uD800 end';
    product.mediaCollection[0]!.url = 'https://cdn.example/m.png';
    const [item] = feedItems(input([product]));
    expect(item).toMatchObject({
      title: 'Tom & Jerry "Deluxe" <Mattress> - Queen',
      description: 'Line one line two end',
      imageLink: 'https://cdn.example/m.png',
    });
  });

  const splitKingProduct = (group: 'mattress' | 'bundle', markers: string[], skus: string[]): Product => {
    const available = mattress().availability['CLOUD-SZQN']!;
    return {
      ...mattress(),
      metadata: { ...mattress().metadata, url: '/mattress-bundles/cloud' },
      attributes: { group, markers, mattressCount: 1 },
      properties: [
        {
          name: 'Size',
          title: 'Size',
          code: 'SZ',
          defaultValue: 'twinXL',
          options: [
            { value: 'twinXL', title: 'Twin XL', code: 'TX', priceDiff: 0, outOfStock: false },
            { value: 'splitKing', title: 'Split King', code: 'SK', priceDiff: 0, outOfStock: false },
          ],
        },
      ],
      availability: Object.fromEntries(skus.map((sku) => [sku, available])),
      pricing: {
        price: { amount: 45000, currency: 'USD', discount: 10 },
        listPrice: { amount: 50000, currency: 'USD', discount: 10 },
      },
    };
  };

  it('prices a Split King mattress as the cart does: two Twin XL halves, available as Twin XL is', () => {
    const items = feedItems(input([splitKingProduct('mattress', [], ['CLOUD-SZTX'])]));
    expect(items.map((i) => [i.id, i.price.amount, i.salePrice?.amount, i.link])).toEqual([
      ['CLOUD-SZTX', 50000, 45000, 'https://nestwood.example/mattress-bundles/cloud?size=twin-xl'],
      ['CLOUD-SZSK', 100000, 90000, 'https://nestwood.example/mattress-bundles/cloud?size=split-king'],
    ]);
  });

  it('adds the brand’s second base to a Split King bundle that needs one', () => {
    const product = splitKingProduct('bundle', ['second-base-in-split-king'], ['CLOUD-SZTX', 'CLOUD-SZSK']);
    const items = feedItems(input([product], { brand: { ...brand, splitKingSecondBaseSurcharge: 29900 } }));
    // Split King: 50000 + 29900 list, 45000 + 29900 charged.
    expect(items.map((i) => [i.id, i.price.amount, i.salePrice?.amount])).toEqual([
      ['CLOUD-SZTX', 50000, 45000],
      ['CLOUD-SZSK', 79900, 74900],
    ]);
  });
});

describe('addBusinessDays', () => {
  it.each([
    ['2026-11-27T15:00:00Z', 0, '2026-11-27'],
    ['2026-11-27T15:00:00Z', 1, '2026-11-30'],
    ['2026-11-23T00:00:00Z', 5, '2026-11-30'],
    ['2026-11-28T23:59:00Z', 1, '2026-11-30'],
  ])('%s + %i business days is %s', (now, days, expected) => {
    expect(addBusinessDays(new Date(now), days)).toBe(expected);
  });
});
