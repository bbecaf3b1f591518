import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS, defaultSelection, type Product } from '@store/core';
import { resolveBundleChoice } from '@store/core/collections/bundle-rules';
import { BUNDLE_PART_SLOTS } from '@store/core/collections/collection-kinds';
import { resolveCollectionChoices } from '@store/core/collections/collection-rules';
import { partPrice } from '@store/core/collections/part-price';
import { demoProducts } from '../support/demo-data';

const byName = (catalogue: readonly Product[]) => new Map(catalogue.map((p) => [p.name, p]));
const sellsSomething = (product: Product) => Object.values(product.availability).some((a) => a.isActive);

describe('the demo collections and bundle pages are catalogue data of their own brand', () => {
  it.each(BRAND_KEYS)('%s: every collection item and bundle part names a product it sells', (brand) => {
    const catalogue = demoProducts(brand);
    const names = byName(catalogue);
    for (const product of catalogue) {
      for (const item of product.collectionItems ?? []) {
        expect(names.get(item.productName), `${product.id} -> ${item.productName}`).toBeDefined();
        expect(sellsSomething(names.get(item.productName)!)).toBe(true);
        expect(['bed-frame', 'furniture', 'bedroom-set']).toContain(product.attributes.group);
      }
      for (const slot of BUNDLE_PART_SLOTS) {
        for (const name of product.bundlePage?.[slot]?.productNames ?? []) {
          expect(names.get(name), `${product.id} ${slot} -> ${name}`).toBeDefined();
        }
      }
    }
  });

  it.each(BRAND_KEYS.filter((brand) => demoProducts(brand).some((p) => p.attributes.group === 'furniture')))(
    '%s sells furniture, so at least one of its furniture products has a collection',
    (brand) => {
      expect(demoProducts(brand).filter((p) => p.collectionItems !== undefined).length).toBeGreaterThan(0);
    },
  );

  it('every collection sells each piece with its bed in the bed default variant, priced', () => {
    const catalogue = demoProducts('nestwood');
    const names = byName(catalogue);
    const beds = catalogue.filter((p) => p.collectionItems !== undefined);
    expect(beds.map((p) => p.id)).toContain('socalle-modern-platform-bed');
    for (const bed of beds) {
      const selection = defaultSelection(bed);
      const chosen = resolveCollectionChoices(
        bed,
        selection,
        1,
        bed.collectionItems!.map((item) => ({ product: names.get(item.productName), quantity: item.maximumQuantity })),
      );
      expect(chosen.ok ? 'ok' : chosen.error.message, bed.id).toBe('ok');
      if (!chosen.ok) continue;
      for (const piece of chosen.value) {
        expect(partPrice(BRANDS.nestwood, piece.product, piece.selection, piece.quantity, null), piece.product.id).not.toBeNull();
      }
    }
  });

  it('the bundle-builder page is composed of its parts: the first of each in the default size makes a bundle', () => {
    const catalogue = demoProducts('nestwood');
    const names = byName(catalogue);
    const builders = catalogue.filter((p) => p.metadata.url.startsWith('/bundle-builder/') && p.bundlePage !== undefined);
    expect(builders.map((p) => p.id)).toEqual(['mattress-and-platform-bed']);
    for (const bundle of builders) {
      const page = bundle.bundlePage!;
      const picks = Object.fromEntries(
        BUNDLE_PART_SLOTS.flatMap((slot) => {
          const first = page[slot]?.productNames.find((name) => slot !== 'furniture' || name === 'bamboo-platform-bed-frame');
          return first === undefined ? [] : [[slot, { product: names.get(first) }]];
        }),
      );
      const chosen = resolveBundleChoice(bundle, defaultSelection(bundle).Size, picks);
      expect(chosen.ok ? chosen.value.map((p) => p.slot) : chosen.error.message).toEqual([
        'base',
        'furniture',
        'headboardAddon',
        'extend',
      ]);
    }
  });
});
