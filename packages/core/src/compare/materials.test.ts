import { describe, expect, it } from 'vitest';
import { constructionOf, coolingScore, materialsOf } from './materials';
import { fixtureProduct, MATERIAL_PROPERTY } from './fixtures.test-support';

describe('materialsOf (materials and layers from the catalogue copy)', () => {
  it.each([
    {
      rule: 'a hybrid names its coils and gel foam',
      description: 'Pairs 7-inch pocketed coils with a gel-infused memory foam comfort layer.',
      materials: ['Pocketed coils', 'Memory foam', 'Gel-infused foam'],
      construction: 'Hybrid',
      cooling: 2,
    },
    {
      rule: 'micro-coils are coils too',
      description: 'A cashmere-blend pillow top over a micro-coil layer and zoned support coils.',
      materials: ['Pocketed coils', 'Micro-coils', 'Zoned support', 'Pillow top', 'Cashmere blend'],
      construction: 'Hybrid',
      cooling: 2,
    },
    {
      rule: 'latex without coils is latex',
      description: 'Six inches of natural Dunlop latex under an organic cotton cover.',
      materials: ['Natural latex', 'Organic cotton'],
      construction: 'Latex',
      cooling: 1,
    },
    {
      rule: 'down-alternative is not down',
      description: 'Down-alternative clusters with a breathable mesh gusset.',
      materials: ['Down-alternative fill', 'Breathable mesh'],
      construction: 'All foam',
      cooling: 1,
    },
    {
      rule: 'foam with cooling additives and a cooling cover',
      description: 'Copper-infused foam, graphite and phase-change fabric under a cool-touch cover.',
      materials: ['Copper-infused foam', 'Graphite-infused foam', 'Phase-change material', 'Cooling cover'],
      construction: 'All foam',
      cooling: 4,
    },
  ])('materials: $rule', ({ description, materials, construction, cooling }) => {
    const product = fixtureProduct({ id: 'm', description });
    const found = materialsOf(product);
    expect(found).toEqual(materials);
    expect(constructionOf(product, found)).toBe(construction);
    expect(coolingScore(found)).toBe(cooling);
  });

  it.each([
    {
      rule: 'a comparison with another material is not that material',
      description: 'Latex breathes better than memory foam.',
      materials: ['Natural latex'],
    },
    { rule: 'lying down is not down fill', description: 'It feels fresh when you lie down.', materials: [] },
    { rule: 'down fill is down', description: '700 fill power down in a down pillow.', materials: ['Down'] },
  ])('materials: $rule', ({ description, materials }) => {
    expect(materialsOf(fixtureProduct({ id: 'm', description }))).toEqual(materials);
  });

  it('the trial and warranty line is a claim, not a material', () => {
    const coverage = { trial: '365-night trial', warranty: 'Forever warranty' };
    const product = fixtureProduct({ id: 'm', coverage, highlights: ['365-night trial and a forever warranty on coils'] });
    expect(materialsOf(product)).toEqual([]);
  });

  it('only a mattress has a construction (a pillow is not "all foam")', () => {
    const pillow = fixtureProduct({ id: 'p', group: 'bedding', description: '700 fill power down' });
    expect(constructionOf(pillow, materialsOf(pillow))).toBeNull();
  });

  it('a Material property gives the construction as the choice it is', () => {
    const product = fixtureProduct({ id: 'm', extra: [MATERIAL_PROPERTY], description: 'pocketed coils' });
    expect(constructionOf(product, materialsOf(product))).toBe('Hybrid or Memory Foam');
  });
});
