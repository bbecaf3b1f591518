import { describe, expect, it } from 'vitest';
import {
  BRAND_KEYS,
  BRANDS,
  COMBO_ITEMS_LABELS,
  SERENITY_COMBO_LABEL,
  SIZE_SWAP,
  upsellItemSchema,
  type BrandKey,
  type PairedUpsellItem,
  type UpsellItem,
} from '@store/core';
import { demoProducts, demoUpsells } from '../support/demo-data';

const ACTIVE_BRANDS = BRAND_KEYS.filter((b) => BRANDS[b].status === 'active');
const withPaired = (items: readonly UpsellItem[]): Array<UpsellItem | PairedUpsellItem> =>
  items.flatMap((i) => (i.pairedItem ? [i, i.pairedItem] : [i]));

describe('the demo upsell catalogues (demo/<brand>/catalog.json upsells)', () => {
  it.each(BRAND_KEYS)('%s: every item is a valid UpsellItem of its brand region', (brand) => {
    for (const item of demoUpsells(brand)) {
      const parsed = upsellItemSchema.safeParse(item);
      expect(parsed.success, `${item.name}: ${parsed.error?.message}`).toBe(true);
      expect(item.region).toBe(BRANDS[brand].region);
    }
  });

  it.each(BRAND_KEYS)(
    '%s: every productId (paired ones too) is a product of the brand catalogue and every sku one of its variants',
    (brand) => {
      const catalogue = new Map(demoProducts(brand).map((p) => [p.id, p]));
      for (const item of withPaired(demoUpsells(brand))) {
        const product = catalogue.get(item.productId);
        expect(product, `${brand}/${item.name} -> ${item.productId}`).toBeDefined();
        expect(Object.keys(product?.availability ?? {})).toContain(item.sku);
        expect(item.fallbackSku).toBe(product?.inventoryKey);
        for (const d of item.defaultProperties) {
          const property = product?.properties.find((p) => p.name === d.type);
          expect(
            property?.options.map((o) => o.value),
            `${item.name} default ${d.type}`,
          ).toContain(d.defaultValue);
        }
      }
    },
  );

  it.each(BRAND_KEYS)('%s: names and fallback skus are unique within the brand', (brand) => {
    const items = demoUpsells(brand);
    expect(new Set(items.map((i) => i.name)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.fallbackSku)).size).toBe(items.length);
  });

  it('every active brand has upsells; the discontinued brand has none', () => {
    for (const brand of ACTIVE_BRANDS) expect(demoUpsells(brand).length, brand).toBeGreaterThan(0);
    expect(demoUpsells('hushly')).toEqual([]);
  });
});

describe('the nestwood demo upsells', () => {
  const items = demoUpsells('nestwood');
  const byName = (name: string) => {
    const item = items.find((i) => i.name === name);
    if (!item) throw new Error(`missing ${name}`);
    return item;
  };

  it.each<[string, string, UpsellItem['kind'], number]>([
    ['free-sheets', 'natural-cotton-sheet-set', 'gift', 100],
    ['free-pillows', 'gel-infused-memory-foam-pillow', 'gift', 100],
    ['discounted-protector', 'waterproof-breathable-mattress-protector', 'gift', 50],
    ['serenity-bundle', 'serenity-sheet-set-pillow-bundle', 'bundle', 100],
    ['upgrade-premier-hybrid', 'premier-hybrid-mattress', 'upgrade', 0],
    ['upgrade-luxe-hybrid', 'luxe-hybrid-mattress', 'upgrade', 0],
    ['extended-coverage', 'extended-warranty', 'coverage', 0],
    ['nightstand', '2-drawer-nightstand', 'furniture', 10],
    ['dresser', '4-drawer-dresser', 'furniture', 10],
    ['bamboo-bed-frame', 'bamboo-platform-bed-frame', 'furniture', 0],
    ['adjustable-base', 'adjustable-bed-frame', 'furniture', 0],
    ['weighted-blanket', 'dual-temperature-weighted-blanket', 'accessory', 0],
    ['shipping-protection', 'shipping-protection', 'shipping-protection', 0],
  ])('%s sells %s as %s at %i%% off', (name, productId, kind, discount) => {
    expect(byName(name)).toMatchObject({ productId, kind, discount });
  });

  it('the free pillows are "Free pillows" and carry the swapped sku', () => {
    expect(byName('free-pillows')).toMatchObject({ shortTitle: 'Free pillows', fallbackSku: SIZE_SWAP.fallbackSku });
    expect(byName('free-pillows').defaultProperties).toContainEqual({
      type: 'Size',
      chooser: true,
      defaultValue: SIZE_SWAP.from,
    });
  });

  it('the Serenity bundle is a mattress combo with the three combo labels', () => {
    const serenity = byName('serenity-bundle');
    expect(serenity.isComboWithBaseProduct).toMatchObject({ show: true, label: SERENITY_COMBO_LABEL, sellsWithMattess: true });
    expect(serenity.dataV2.comboItemData?.itemsLabels).toEqual([...COMBO_ITEMS_LABELS]);
  });

  it('upgrades go to a higher tier as additional items', () => {
    for (const name of ['upgrade-premier-hybrid', 'upgrade-luxe-hybrid']) expect(byName(name).type).toBe('additional');
  });

  it('the bamboo frame pairs the bamboo headboard, with its texts; the adjustable base stands alone', () => {
    expect(byName('bamboo-bed-frame').pairedItem).toMatchObject({
      productId: 'bamboo-headboard',
      labelText: expect.any(String),
      linkText: expect.any(String),
    });
    expect(byName('adjustable-base').pairedItem).toBeUndefined();
  });

  it('free pillows come as a pair, and the Serenity bundle (sheets and pillows) excludes the free sheets and free pillows', () => {
    expect(byName('free-pillows').quantity).toBe(2);
    expect(byName('free-pillows').longTitle).toMatch(/^Two /);
    expect(byName('serenity-bundle').excludes).toEqual(['free-sheets', 'free-pillows']);
    for (const name of byName('serenity-bundle').excludes ?? []) expect(byName(name).kind).toBe('gift');
  });

  it('the weighted blanket defaults to 15 lbs', () => {
    expect(byName('weighted-blanket').defaultProperties).toContainEqual({ type: 'Weight', chooser: true, defaultValue: '15' });
  });
});

describe('regional variants', () => {
  it.each<BrandKey>(['nestwood-ca', 'driftvale-ca'])('%s items are CA items', (brand) => {
    expect(demoUpsells(brand).every((i) => i.region === 'CA')).toBe(true);
  });
});
