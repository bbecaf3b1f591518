import { describe, expect, it } from 'vitest';
import {
  NO_UPSELL_FLAGS,
  PREMIER_COMBO_LABEL,
  SERENITY_COMBO_LABEL,
  SIZE_SWAP,
  applyPremierBundleLabel,
  applyRequestedSize,
  applySizeSwap,
  giftDiscountFor,
  isUpsellVisible,
  lookupUpsells,
  upsellFlagsFrom,
  upsellItemSchema,
  type UpsellDefaultProperty,
  type UpsellItem,
} from './upsell';

const IMG = '/media/bedding/sheets/white/main.svg';

function item(overrides: Partial<UpsellItem> & Pick<UpsellItem, 'name'>): UpsellItem {
  return {
    productId: overrides.name,
    region: 'US',
    kind: 'gift',
    sku: `${overrides.name.toUpperCase().replace(/-/g, '')}-SZQN`,
    fallbackSku: overrides.name.toUpperCase().replace(/-/g, ''),
    shortTitle: 'Short',
    longTitle: 'Long title',
    shortDescription: 'Short description',
    longDescription: 'Long description',
    thumbnail: IMG,
    thumbnailV2: IMG,
    image: IMG,
    imageMobile: IMG,
    imageByColor: { white: IMG },
    features: ['Soft'],
    defaultProperties: [],
    alternativeProperties: [],
    isUpsell: true,
    isNotSaleAble: false,
    discount: 0,
    hasSizeVariant: false,
    isStandalone: false,
    preselected: false,
    type: 'fixed-saving',
    sellsWith: ['mattress'],
    dataV2: { labelData: { label: '', color: '' }, shortTitle: 'Short', image: IMG, features: [] },
    isComboWithBaseProduct: { show: false, label: '', labelV2: '', labelV3: '', title: '', sellsWithMattess: false },
    ...overrides,
  };
}

const size = (defaultValue: string): UpsellDefaultProperty => ({ type: 'Size', chooser: true, defaultValue });
const color: UpsellDefaultProperty = { type: 'Color', chooser: true, defaultValue: 'white' };

const sheets = item({ name: 'free-sheets', hasSizeVariant: true, discount: 100, defaultProperties: [color] });
const pillows = item({
  name: 'free-pillows',
  fallbackSku: SIZE_SWAP.fallbackSku,
  hasSizeVariant: true,
  discount: 100,
  defaultProperties: [size('standard')],
});
const warranty = item({ name: 'extended-coverage', kind: 'coverage', type: 'additional', defaultProperties: [size('queen')] });
const shipping = item({ name: 'shipping-protection', kind: 'shipping-protection', type: 'additional', sellsWith: [] });
const serenity = item({
  name: 'serenity-bundle',
  kind: 'bundle',
  isComboWithBaseProduct: {
    show: true,
    label: SERENITY_COMBO_LABEL,
    labelV2: 'Serenity Bundle FREE with a mattress',
    labelV3: 'Free bundle',
    title: 'Serenity Bundle',
    sellsWithMattess: true,
  },
});
const CATALOGUE = [sheets, pillows, warranty, shipping, serenity];
const names = (items: UpsellItem[]) => items.map((i) => i.name);
const all = upsellFlagsFrom(['showShippingProtection']);

describe('upsellItemSchema', () => {
  it('accepts a complete item and refuses media outside /media/{group}/{style}/{color}/{angle}.svg', () => {
    expect(upsellItemSchema.safeParse(sheets).success).toBe(true);
    expect(upsellItemSchema.safeParse({ ...sheets, image: 'https://cdn.example.com/a.png' }).success).toBe(false);
    expect(upsellItemSchema.safeParse({ ...sheets, thumbnail: '/media/bedding/Sheets/white/main.svg' }).success).toBe(false);
    expect(upsellItemSchema.safeParse({ ...sheets, imageByColor: { navy: IMG } }).success).toBe(false);
    expect(upsellItemSchema.safeParse({ ...sheets, discount: 101 }).success).toBe(false);
  });
});

describe('items are found by name, or by fallback sku; unknown ones are dropped; order follows the request', () => {
  it.each<[string, Parameters<typeof lookupUpsells>[1], string[]]>([
    ['by name, in request order', { names: ['serenity-bundle', 'free-sheets'] }, ['serenity-bundle', 'free-sheets']],
    ['by fallback sku', { fallbackSkus: ['EXTENDEDCOVERAGE', 'FREESHEETS'] }, ['extended-coverage', 'free-sheets']],
    ['a name that matches none is tried as a fallback sku', { names: ['FREESHEETS'] }, ['free-sheets']],
    ['unknown names and skus are dropped', { names: ['nope', 'free-sheets'], fallbackSkus: ['NOPE'] }, ['free-sheets']],
    [
      'names first, then fallback skus, each item once',
      { names: ['free-sheets'], fallbackSkus: ['FREESHEETS', 'EXTENDEDCOVERAGE'] },
      ['free-sheets', 'extended-coverage'],
    ],
    [
      'no keys: the whole catalogue',
      {},
      ['free-sheets', 'free-pillows', 'extended-coverage', 'shipping-protection', 'serenity-bundle'],
    ],
    ['an empty list of keys: nothing', { names: [] }, []],
  ])('%s', (_label, request, expected) => {
    expect(names(lookupUpsells(CATALOGUE, request, all))).toEqual(expected);
  });
});

describe('a supplied size marks a sized item without a Size default standalone; otherwise any Size default is removed', () => {
  it.each<[string, UpsellItem, UpsellDefaultProperty[], boolean]>([
    ['size supplied, sized item without Size default: standalone with that size', sheets, [color, size('king')], true],
    ['size supplied, sized item with its own Size default: kept as it is', pillows, [size('standard')], false],
    ['size supplied, item without size variant: Size default removed', warranty, [], false],
  ])('%s', (_label, input, expectedDefaults, standalone) => {
    const out = applyRequestedSize(input, 'king');
    expect(out.defaultProperties).toEqual(expectedDefaults);
    expect(out.isStandalone).toBe(standalone);
  });

  it.each([
    ['no size supplied: Size default removed', pillows, []],
    ['no size supplied, no Size default: unchanged', sheets, [color]],
  ])('%s', (_label, input, expectedDefaults) => {
    const out = applyRequestedSize(input, undefined);
    expect(out.defaultProperties).toEqual(expectedDefaults);
    expect(out.isStandalone).toBe(false);
  });

  it('the paired item comes in the requested size too (a bamboo frame and its headboard in the mattress size)', () => {
    const headboard = { ...item({ name: 'headboard', hasSizeVariant: true }), labelText: 'Add it', linkText: 'See it' };
    const frame = item({ name: 'frame', hasSizeVariant: true, pairedItem: headboard });
    const out = applyRequestedSize(frame, 'twin');
    expect(out.defaultProperties).toEqual([size('twin')]);
    expect(out.pairedItem?.defaultProperties).toEqual([size('twin')]);
    expect(out.pairedItem?.isStandalone).toBe(true);
    expect(applyRequestedSize(frame, undefined).pairedItem?.defaultProperties).toEqual([]);
  });

  it('never mutates the catalogue', () => {
    lookupUpsells(CATALOGUE, { size: 'queen' }, all);
    expect(sheets.defaultProperties).toEqual([color]);
    expect(sheets.isStandalone).toBe(false);
  });
});

describe('one sku has its size default swapped from one named size to another when the flag is set', () => {
  it.each<[string, UpsellItem, boolean, string | undefined]>([
    [`${SIZE_SWAP.fallbackSku} with swapSizeDefault: ${SIZE_SWAP.from} becomes ${SIZE_SWAP.to}`, pillows, true, SIZE_SWAP.to],
    [`${SIZE_SWAP.fallbackSku} without the flag: stays ${SIZE_SWAP.from}`, pillows, false, SIZE_SWAP.from],
    [
      'another sku with the flag: untouched',
      item({ name: 'other-pillow', defaultProperties: [size('standard')] }),
      true,
      'standard',
    ],
  ])('%s', (_label, input, flag, expected) => {
    const out = applySizeSwap(input, { ...NO_UPSELL_FLAGS, swapSizeDefault: flag });
    expect(out.defaultProperties.find((p) => p.type === 'Size')?.defaultValue).toBe(expected);
  });

  it('applies after the size rule in a lookup with a size', () => {
    const [out] = lookupUpsells(CATALOGUE, { names: ['free-pillows'], size: 'queen' }, upsellFlagsFrom(['swapSizeDefault']));
    expect(out?.defaultProperties).toEqual([size('king')]);
  });
});

describe('the Premier bundle experiment changes the mattress combo label from Serenity to Premier', () => {
  it.each<[string, UpsellItem, boolean, string]>([
    ['experiment on: Premier label', serenity, true, PREMIER_COMBO_LABEL],
    ['experiment off: Serenity label', serenity, false, SERENITY_COMBO_LABEL],
    [
      'not a mattress combo: untouched',
      item({ name: 'x', isComboWithBaseProduct: { ...serenity.isComboWithBaseProduct, sellsWithMattess: false } }),
      true,
      SERENITY_COMBO_LABEL,
    ],
  ])('%s', (_label, input, on, expected) => {
    const out = applyPremierBundleLabel(input, { ...NO_UPSELL_FLAGS, premierBundleExperiment: on });
    expect(out.isComboWithBaseProduct.label).toBe(expected);
  });

  it("reads exactly 'Add Mattress & Get Premier Bundle for FREE!' and also renames the bundle in the other labels", () => {
    const out = applyPremierBundleLabel(serenity, upsellFlagsFrom(['premierBundleExperiment']));
    expect(out.isComboWithBaseProduct.label).toBe('Add Mattress & Get Premier Bundle for FREE!');
    expect(out.isComboWithBaseProduct.labelV2).toBe('Premier Bundle FREE with a mattress');
    expect(out.discount).toBe(serenity.discount);
  });
});

describe('the shipping-protection item is hidden unless its test flag is on', () => {
  it.each([
    ['hidden by default', shipping, NO_UPSELL_FLAGS, false],
    ['shown with showShippingProtection', shipping, upsellFlagsFrom(['showShippingProtection']), true],
    ['other items always shown', sheets, NO_UPSELL_FLAGS, true],
  ])('%s', (_label, input, flags, visible) => {
    expect(isUpsellVisible(input, flags)).toBe(visible);
  });

  it('is dropped from a lookup by name without the flag', () => {
    expect(names(lookupUpsells(CATALOGUE, { names: ['shipping-protection', 'free-sheets'] }, NO_UPSELL_FLAGS))).toEqual([
      'free-sheets',
    ]);
  });
});

describe('giftDiscountFor: the discount applies only under a line of a sellsWith group', () => {
  it.each([
    ['free gift under a mattress', sheets, 'mattress', 100],
    ['the same gift under a bed frame', sheets, 'bed-frame', 0],
    ['half-price protector under a mattress', item({ name: 'p', discount: 50 }), 'mattress', 50],
    ['an item that sells with nothing', shipping, 'mattress', 0],
  ] as const)('%s', (_label, input, group, expected) => {
    expect(giftDiscountFor(input, group)).toBe(expected);
  });
});
