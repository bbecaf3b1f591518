import { describe, expect, it } from 'vitest';
import type { UpsellItem } from '../upsell';
import { fileProduct } from '../catalog-file/test-file.test-support';
import { checkUpsellsEdit, offersExcluding, parseUpsellDocument } from './check-upsells';

const MEDIA = '/media/bedding/sheets/white/main.svg';
function offer(name: string, productId: string, extra: Partial<UpsellItem> = {}): UpsellItem {
  return {
    name,
    productId,
    region: 'US',
    kind: 'gift',
    sku: 'CLOUD',
    fallbackSku: 'CLOUD',
    shortTitle: 'Free sheets',
    longTitle: 'Free sheets with a mattress',
    shortDescription: 'On us.',
    longDescription: 'On us,\nwith any mattress.',
    thumbnail: MEDIA,
    thumbnailV2: MEDIA,
    image: MEDIA,
    imageMobile: MEDIA,
    imageByColor: {},
    features: [],
    defaultProperties: [],
    alternativeProperties: [],
    isUpsell: true,
    isNotSaleAble: true,
    discount: 100,
    hasSizeVariant: false,
    isStandalone: false,
    preselected: true,
    type: 'fixed-saving',
    sellsWith: ['mattress'],
    dataV2: { labelData: { label: 'Free gift', color: '#e07a5f' }, shortTitle: 'Free', image: MEDIA, features: [] },
    isComboWithBaseProduct: { show: false, label: '', labelV2: '', labelV3: '', title: '', sellsWithMattess: false },
    ...extra,
  };
}
const products = [fileProduct('cloud', 'CLOUD'), fileProduct('firm', 'FIRM')];

describe('checking an edited upsell offer', () => {
  it('takes a whole offer (a description may break lines)', () => {
    expect(parseUpsellDocument(offer('free-sheets', 'cloud'), 'free-sheets').ok).toBe(true);
  });

  it.each([
    ['a discount over 100', { discount: 101 }, 'discount', 'discount'],
    ['a misspelt field', { discont: 5 }, 'discont', 'discont'],
    ['a NUL byte', { shortTitle: 'a\u0000b' }, 'shortTitle', 'shortTitle'],
    ['a control character in a feature', { features: ['ok', 'b\u0007'] }, 'features[1]', 'features.1'],
    ['a quantity of 0', { quantity: 0 }, 'quantity', 'quantity'],
    ['an unknown group', { sellsWith: ['spaceship'] }, 'sellsWith[0]', 'sellsWith.0'],
  ])('names %s at its path and form field', (_label, change, path, field) => {
    const result = parseUpsellDocument({ ...offer('free-sheets', 'cloud'), ...change }, 'free-sheets');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error[0]).toMatchObject({ name: 'free-sheets', path, field });
  });

  it("runs the importer's cross-checks on the whole section, naming only the checked offers' problems", () => {
    const broken = offer('broken', 'ghost');
    const edited = offer('free-sheets', 'nowhere', { excludes: ['broken', 'missing'], region: 'CA' });
    expect(checkUpsellsEdit('nestwood', products, [broken, edited], new Set(['free-sheets']))).toEqual([
      { name: 'free-sheets', path: 'productId', field: 'productId', message: 'no product with id nowhere' },
      { name: 'free-sheets', path: 'region', field: 'region', message: "expected US, the brand's region" },
      { name: 'free-sheets', path: 'excludes[1]', field: 'excludes.1', message: 'no upsell named missing' },
    ]);
  });

  it('names a name used twice on the new offer, not the stored one', () => {
    const errors = checkUpsellsEdit(
      'nestwood',
      products,
      [offer('free-sheets', 'cloud', { discount: 50 }), offer('free-sheets', 'firm')],
      new Set(['free-sheets']),
    );
    expect(errors.map((e) => e.field)).toEqual(['name']);
  });

  it('finds the offers that would name a removed one', () => {
    const list = [offer('a', 'cloud'), offer('b', 'cloud', { excludes: ['a'] }), offer('c', 'cloud', { excludes: ['b'] })];
    expect(offersExcluding(list, 'a')).toEqual(['b']);
    expect(offersExcluding(list, 'c')).toEqual([]);
  });
});
