import { describe, expect, it } from 'vitest';
import { seedCatalog } from './catalog';
import { syntheticSignals } from './recommendation-signals';
import { seedUpsells } from './upsells';

const nestwood = () => syntheticSignals('nestwood', seedCatalog('nestwood'), seedUpsells('nestwood'));

describe('synthetic recommendation signals (the seed; not from orders)', () => {
  it('are deterministic: the same counts on every start', () => {
    expect(nestwood()).toEqual(nestwood());
  });

  it('pair each upsell item with the first products of its sellsWith groups (the Serenity bundle with the base mattress)', () => {
    const pairs = nestwood().pairs;
    const serenity = pairs.find(
      (p) => [p.a, p.b].includes('serenity-sheet-set-pillow-bundle') && [p.a, p.b].includes('mattress'),
    );
    expect(serenity?.count).toBeGreaterThanOrEqual(5);
    expect(new Set(pairs.map((p) => `${p.a}+${p.b}`)).size).toBe(pairs.length);
    for (const p of pairs) expect(p.a < p.b).toBe(true);
  });

  it('give every sold product a popularity, bestsellers above the rest, and none to warranties or services', () => {
    const catalogue = seedCatalog('nestwood');
    const { popularity } = nestwood();
    const best = catalogue.filter((p) => p.attributes.markers.includes('bestseller'));
    const plain = catalogue.filter((p) => !p.attributes.markers.includes('bestseller') && popularity.has(p.id));
    expect(best.length).toBeGreaterThan(0);
    expect(Math.min(...best.map((p) => popularity.get(p.id)!))).toBeGreaterThan(
      Math.min(...plain.map((p) => popularity.get(p.id)!)),
    );
    for (const p of catalogue.filter((p) => ['warranty', 'service'].includes(p.attributes.group)))
      expect(popularity.has(p.id)).toBe(false);
  });

  it('a discontinued brand without upsells still gets popularity only from its own catalogue', () => {
    const signals = syntheticSignals('hushly', seedCatalog('hushly'), seedUpsells('hushly'));
    for (const id of signals.popularity.keys()) expect(seedCatalog('hushly').some((p) => p.id === id)).toBe(true);
  });
});
