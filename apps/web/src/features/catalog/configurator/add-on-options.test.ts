import { describe, expect, it } from 'vitest';
import type { Product, ProductGroup, ProductProperty } from '@store/core/product';
import type { UpsellItem } from '@store/core/upsell';
import { allSelections, buildVariantSku } from '@store/core/variant';
import { productFixture } from '../../../test-support/product-fixture';
import { addOnOptions, chosenAddOns, purchaseLines, skuLine, toggleAddOn, type PurchaseContext } from './add-on-options';

const sizes = (values: string[], defaultValue: string): ProductProperty => ({
  name: 'Size',
  title: 'Size',
  code: 'SZ',
  defaultValue,
  options: values.map((value, i) => ({ value, title: value, code: `S${i}`, priceDiff: i * 1000, outOfStock: false })),
});

function simple(id: string, group: ProductGroup, price: number, properties: ProductProperty[] = []): Product {
  const key = id
    .replace(/[^a-z]/g, '')
    .toUpperCase()
    .slice(0, 10);
  const availability = Object.fromEntries(
    allSelections(properties).map((s) => [
      buildVariantSku(key, properties, s),
      {
        isActive: true,
        isInStock: true,
        isBackOrderAllowed: false,
        shippingFrom: 1,
        shippingTo: 3,
        wgsShippingFrom: 5,
        wgsShippingTo: 9,
      },
    ]),
  );
  return productFixture({
    id,
    name: id,
    title: id,
    inventoryKey: key,
    properties,
    availability,
    attributes: { group, markers: [] },
    pricing: {
      price: { amount: price, currency: 'USD', discount: 0 },
      listPrice: { amount: price, currency: 'USD', discount: 0 },
    },
  });
}

const media = '/media/bedding/sheets/white/main.svg';
function upsell(name: string, productId: string, kind: UpsellItem['kind'], extra: Partial<UpsellItem> = {}): UpsellItem {
  return {
    name,
    productId,
    region: 'US',
    kind,
    sku: 'SKU',
    fallbackSku: 'SKU',
    shortTitle: `Add ${name}`,
    longTitle: name,
    shortDescription: `About ${name}`,
    longDescription: name,
    thumbnail: media,
    thumbnailV2: media,
    image: media,
    imageMobile: media,
    imageByColor: {},
    features: [],
    defaultProperties: [],
    alternativeProperties: [],
    isUpsell: true,
    isNotSaleAble: false,
    discount: 0,
    hasSizeVariant: false,
    isStandalone: false,
    preselected: false,
    type: 'additional',
    sellsWith: ['mattress'],
    dataV2: { labelData: { label: '', color: '' }, shortTitle: name, image: media, features: [] },
    isComboWithBaseProduct: { show: false, label: '', labelV2: '', labelV3: '', title: '', sellsWithMattess: false },
    ...extra,
  };
}

const parent = productFixture();
const context = (overrides: Partial<PurchaseContext> = {}): PurchaseContext => ({
  product: { ...parent, group: 'mattress', needsCoverage: true },
  brand: { splitKingSecondBaseSurcharge: 29_900 },
  selection: { Size: 'king', Color: 'white' },
  shippingProtection: false,
  ...overrides,
});

const sheets = simple('sheets', 'bedding', 10_000, [sizes(['twin', 'queen', 'king'], 'queen')]);
const pillow = simple('pillow', 'bedding', 5_000, [sizes(['standard', 'king'], 'standard')]);
const warranty = simple('extended-warranty', 'warranty', 9_900);
const protection = simple('shipping-protection', 'service', 1_900);
const premier = simple('premier', 'mattress', 150_000, [sizes(['queen', 'king'], 'queen')]);
const ultra = simple('ultra', 'mattress', 250_000, [sizes(['queen', 'king'], 'queen')]);
const budget = simple('budget', 'mattress', 50_000, [sizes(['queen', 'king'], 'queen')]);
const frame = simple('frame', 'bed-frame', 40_000);
const headboard = simple('headboard', 'bed-frame', 20_000);
const products = [sheets, pillow, warranty, protection, premier, ultra, budget, frame, headboard, parent];

const freeSheets = upsell('free-sheets', 'sheets', 'gift', {
  discount: 100,
  preselected: true,
  defaultProperties: [{ type: 'Size', chooser: true, defaultValue: 'king' }],
});
const names = (options: ReturnType<typeof addOnOptions>) => options.map((o) => o.name);

describe('addOnOptions', () => {
  it('offers a free gift in the size the API chose, at 0 with its struck price, preselected', () => {
    const [gift] = addOnOptions([freeSheets], products, context());
    expect(gift).toMatchObject({ kind: 'gift', label: 'Free gift', price: 0, listPrice: 12_000, preselected: true });
    expect(gift?.lines[0]?.properties).toEqual([{ name: 'Size', value: 'king' }]);
  });

  it.each([
    ['a mattress combo shows its combo label with a mattress', true, 'mattress', 'Add Mattress & Get Premier Bundle for FREE!'],
    ['not shown when the catalogue hides it', false, 'mattress', null],
    ['not shown beside a product that is not a mattress', true, 'bedding', null],
  ] as const)('combo label: %s', (_rule, show, group, label) => {
    const isComboWithBaseProduct = {
      show,
      label: 'Add Mattress & Get Premier Bundle for FREE!',
      labelV2: '',
      labelV3: '',
      title: '',
      sellsWithMattess: true,
    };
    const bundle = upsell('bundle', 'sheets', 'bundle', { sellsWith: ['mattress', 'bedding'], isComboWithBaseProduct });
    const ctx = context();
    const [option] = addOnOptions([bundle], products, { ...ctx, product: { ...ctx.product, group } });
    expect(option?.comboLabel).toBe(label);
  });

  it('uses the catalogue label and takes the gift discount off the sale price', () => {
    const dataV2 = { labelData: { label: '50% off', color: '' }, shortTitle: '', image: media, features: [] };
    const protector = upsell('half-pillow', 'pillow', 'gift', { discount: 50, sellsWith: ['mattress', 'bedding'], dataV2 });
    expect(addOnOptions([protector], products, context())[0]).toMatchObject({ label: '50% off', price: 2_500, listPrice: 5_000 });
  });

  it.each<[string, Partial<PurchaseContext>, string[]]>([
    ['coverage shows for a product that needs it', {}, ['free-sheets', 'coverage']],
    [
      'coverage hides when the product does not need it',
      { product: { ...parent, group: 'mattress', needsCoverage: false } },
      ['free-sheets'],
    ],
    ['nothing sells with bedding here', { product: { ...parent, group: 'bedding', needsCoverage: false } }, []],
    ['shipping protection shows under its test flag', { shippingProtection: true }, ['free-sheets', 'coverage', 'protection']],
  ])('%s', (_name, overrides, expected) => {
    const items = [
      upsell('protection', 'shipping-protection', 'shipping-protection'),
      upsell('coverage', 'extended-warranty', 'coverage'),
      freeSheets,
    ];
    expect(names(addOnOptions(items, products, context(overrides)))).toEqual(expected);
  });

  it('drops items of unknown products and of the product itself, and orders gifts first', () => {
    const items = [
      upsell('frame', 'frame', 'furniture'),
      upsell('nope', 'missing', 'accessory'),
      upsell('self', parent.id, 'accessory'),
      freeSheets,
    ];
    expect(names(addOnOptions(items, products, context()))).toEqual(['free-sheets', 'frame']);
  });

  it('offers one upgrade, the nearest higher tier, priced as the difference in the chosen size', () => {
    const items = [
      upsell('to-ultra', 'ultra', 'upgrade'),
      upsell('to-budget', 'budget', 'upgrade'),
      upsell('to-premier', 'premier', 'upgrade'),
    ];
    const options = addOnOptions(items, products, context());
    const kingParent = 149_900 + 30_000 - Math.round(((149_900 + 30_000) * 20) / 100);
    expect(options).toHaveLength(1);
    expect(options[0]).toMatchObject({ name: 'to-premier', kind: 'upgrade', price: 151_000 - kingParent, lines: [] });
    expect(options[0]?.replacement).toMatchObject({ productID: 'premier', properties: [{ name: 'Size', value: 'king' }] });
  });

  it('adds a paired item with its add-on', () => {
    const pairedItem = {
      ...upsell('headboard', 'headboard', 'furniture', { sellsWith: ['bed-frame'] }),
      labelText: 'Add the headboard',
      linkText: 'See it',
    };
    const [option] = addOnOptions([upsell('frame', 'frame', 'furniture', { pairedItem })], products, context());
    expect(option?.lines.map((l) => l.productID)).toEqual(['frame', 'headboard']);
    expect(option?.price).toBe(60_000);
    expect(option?.contents).toEqual(['frame', 'headboard']);
  });
});

describe('an add-on comes in the mattress size or not at all, and names every line it adds', () => {
  const sizedFrame = simple('sized-frame', 'bed-frame', 40_000, [sizes(['twin', 'queen', 'king'], 'queen')]);
  const sizedHeadboard = simple('sized-headboard', 'bed-frame', 20_000, [sizes(['queen', 'king'], 'queen')]);
  const all = [...products, sizedFrame, sizedHeadboard];
  const pairedItem = (size: string) => ({
    ...upsell('hb', 'sized-headboard', 'furniture', {
      sellsWith: ['bed-frame'],
      defaultProperties: [{ type: 'Size', chooser: true, defaultValue: size }],
    }),
    labelText: 'Add the headboard',
    linkText: 'See it',
  });
  const frameOffer = (size: string) =>
    upsell('frame', 'sized-frame', 'furniture', {
      defaultProperties: [{ type: 'Size', chooser: true, defaultValue: size }],
      pairedItem: pairedItem(size),
    });

  it.each<[string, string, string[] | null]>([
    ['both pieces in the size: offered in it', 'king', ['sized-frame king', 'sized-headboard king']],
    ['the frame lacks the size: not offered (no queen stand-in)', 'twinXL', null],
    ['the paired headboard lacks the size: not offered', 'twin', null],
  ])('%s', (_name, size, expected) => {
    const [option] = addOnOptions([frameOffer(size)], all, context({ selection: { Size: size } }));
    expect(option?.lines.map((l) => `${l.productID} ${l.properties[0]?.value}`) ?? null).toEqual(expected);
    if (option) expect(option.contents).toEqual(['sized-frame, king', 'sized-headboard, king']);
  });

  it('an upgrade without the chosen size is not offered', () => {
    const options = addOnOptions(
      [upsell('to-premier', 'premier', 'upgrade')],
      products,
      context({ selection: { Size: 'twin' } }),
    );
    expect(options).toEqual([]);
  });

  it('free pillows come as the pair the copy promises: two units, both free, named "2 ×"', () => {
    const pair = upsell('free-pillows', 'pillow', 'gift', {
      discount: 100,
      quantity: 2,
      defaultProperties: [{ type: 'Size', chooser: true, defaultValue: 'standard' }],
    });
    const [option] = addOnOptions([pair], products, context());
    expect(option).toMatchObject({ price: 0, listPrice: 10_000, contents: ['2 × pillow, standard'] });
    expect(option?.lines[0]?.quantity).toBe(2);
  });
});

describe('the picker shows what the cart will charge for a gift (core addedChildPrices)', () => {
  const kingPillow = (extra: Partial<UpsellItem>) =>
    upsell('free-pillow', 'pillow', 'gift', {
      discount: 100,
      defaultProperties: [{ type: 'Size', chooser: true, defaultValue: 'king' }],
      ...extra,
    });

  it.each<[string, UpsellItem[], Partial<PurchaseContext>, { price: number; listPrice: number | null }]>([
    // The pillow sells standard ($50) and king ($60); under a queen mattress it is free up to its cheapest size.
    [
      'a gift not sold in the mattress size is free up to its cheapest size',
      [kingPillow({})],
      { selection: { Size: 'queen' } },
      { price: 1_000, listPrice: 6_000 },
    ],
    ['in the mattress size it is all free', [kingPillow({})], {}, { price: 0, listPrice: 6_000 }],
    ['a discount over 100% is free, never a credit', [kingPillow({ discount: 150 })], {}, { price: 0, listPrice: 6_000 }],
    [
      'the best offer for the product under a mattress applies, as in the cart',
      [
        kingPillow({ name: 'pillow-20', discount: 20 }),
        upsell('free-any-pillow', 'pillow', 'gift', { discount: 100, isUpsell: false }),
      ],
      {},
      { price: 0, listPrice: 6_000 },
    ],
  ])('%s', (_name, items, overrides, expected) => {
    const [option] = addOnOptions(items, products, context(overrides));
    expect(option).toMatchObject(expected);
  });
});

describe('offers that exclude each other are a one-of choice', () => {
  const freePillows = upsell('free-pillows', 'pillow', 'gift', { discount: 100, preselected: true });
  const bundle = upsell('bundle', 'frame', 'bundle', { discount: 100, excludes: ['free-sheets', 'free-pillows'] });
  const options = addOnOptions([freeSheets, freePillows, bundle], products, context());
  const chosen = (toggled: Record<string, boolean>) => chosenAddOns(options, toggled).map((o) => o.name);

  it('the exclusion holds both ways', () => {
    expect(Object.fromEntries(options.map((o) => [o.name, o.excludes]))).toEqual({
      'free-sheets': ['bundle'],
      'free-pillows': ['bundle'],
      bundle: ['free-sheets', 'free-pillows'],
    });
  });

  it.each<[string, [string, boolean][], string[]]>([
    ['the preselected gifts go together', [], ['free-sheets', 'free-pillows']],
    ['ticking the bundle unticks sheets and pillows', [['bundle', true]], ['bundle']],
    [
      'ticking sheets again unticks the bundle, pillows stay off',
      [
        ['bundle', true],
        ['free-sheets', true],
      ],
      ['free-sheets'],
    ],
    ['unticking one gift keeps the other (the saving counts only what is chosen)', [['free-pillows', false]], ['free-sheets']],
    [
      'none at all is a choice too',
      [
        ['bundle', true],
        ['bundle', false],
      ],
      [],
    ],
  ])('%s', (_name, steps, expected) => {
    const toggled = steps.reduce<Record<string, boolean>>((t, [name, on]) => toggleAddOn(options, t, name, on), {});
    expect(chosen(toggled)).toEqual(expected);
  });

  it('two exclusive options both marked on never both count: the first in order wins', () => {
    expect(chosen({ bundle: true })).toEqual(['free-sheets', 'free-pillows']);
    expect(chosen({ 'free-sheets': false, bundle: true })).toEqual(['free-pillows']);
    expect(chosen({ 'free-sheets': false, 'free-pillows': false, bundle: true })).toEqual(['bundle']);
  });
});

describe('purchaseLines', () => {
  const base = skuLine(parent, { Size: 'king', Color: 'white' });
  it('sends the product line and the chosen add-ons as children', () => {
    const options = addOnOptions([freeSheets, upsell('coverage', 'extended-warranty', 'coverage')], products, context());
    const { parent: line, children } = purchaseLines(base, options);
    expect(line).toEqual({
      productID: parent.id,
      quantity: 1,
      properties: [
        { name: 'Size', value: 'king' },
        { name: 'Color', value: 'white' },
      ],
    });
    expect(children.map((c) => c.productID)).toEqual(['sheets', 'extended-warranty']);
    expect([line, ...children].every((c) => !('sku' in c))).toBe(true);
  });

  it('an upgrade replaces the product line', () => {
    const options = addOnOptions([upsell('to-premier', 'premier', 'upgrade')], products, context());
    expect(purchaseLines(base, options).parent.productID).toBe('premier');
  });
});
