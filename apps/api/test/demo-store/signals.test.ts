import { describe, expect, it } from 'vitest';
import { demoFile, demoProducts } from '../support/demo-data';

/** The demo store's starting recommendation signals (demo/<brand>/signals.json): synthetic, until paid orders say more. */
const signals = (brand: 'nestwood' | 'hushly') => demoFile(brand, 'signals.json')?.signals ?? { popularity: [], pairs: [] };

describe('the demo recommendation signals', () => {
  it('pair the Serenity bundle with the base mattress, each pair once', () => {
    const { pairs } = signals('nestwood');
    const serenity = pairs.find(
      (p) => [p.a, p.b].includes('serenity-sheet-set-pillow-bundle') && [p.a, p.b].includes('mattress'),
    );
    expect(serenity?.count).toBeGreaterThanOrEqual(5);
    const keys = pairs.map((p) => [p.a, p.b].sort().join('+'));
    expect(new Set(keys).size).toBe(pairs.length);
  });

  it('give every sold product a popularity, bestsellers above the rest, and none to warranties or services', () => {
    const catalogue = demoProducts('nestwood');
    const popularity = new Map(signals('nestwood').popularity.map((p) => [p.productId, p.count]));
    const best = catalogue.filter((p) => p.attributes.markers.includes('bestseller'));
    const plain = catalogue.filter((p) => !p.attributes.markers.includes('bestseller') && popularity.has(p.id));
    expect(best.length).toBeGreaterThan(0);
    expect(Math.min(...best.map((p) => popularity.get(p.id)!))).toBeGreaterThan(
      Math.min(...plain.map((p) => popularity.get(p.id)!)),
    );
    for (const p of catalogue.filter((p) => ['warranty', 'service'].includes(p.attributes.group)))
      expect(popularity.has(p.id), p.id).toBe(false);
  });

  it('a discontinued brand without upsells still has popularity, from its own catalogue only', () => {
    const ids = new Set(demoProducts('hushly').map((p) => p.id));
    const { popularity } = signals('hushly');
    expect(popularity.length).toBeGreaterThan(0);
    for (const { productId } of popularity) expect(ids.has(productId), productId).toBe(true);
  });
});
