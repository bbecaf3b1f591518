import { describe, expect, it } from 'vitest';
import type { Product, ProductProperty } from '../product';
import { sizedProduct } from '../cart/test-products';
import { allSelections, buildVariantSku } from '../variant';
import type { FinderAnswers } from './questions';
import { recommendMattress } from './recommend';

const QUEEN = 120_000;
const sizes = (queen: number) => ({ twin: queen - 40_000, queen, king: queen + 30_000 });

function mattress(id: string, highlights: string[], queen = QUEEN, extra: ProductProperty[] = []): Product {
  const base = sizedProduct(id, 'mattress', sizes(queen));
  const properties = [...base.properties, ...extra];
  const availability = Object.fromEntries(
    allSelections(properties).map((s) => [
      buildVariantSku(base.inventoryKey, properties, s),
      Object.values(base.availability)[0]!,
    ]),
  );
  return { ...base, title: id, properties, availability, content: { ...base.content, highlights, summary: id } };
}

const firmness: ProductProperty = {
  name: 'Firmness',
  title: 'Firmness',
  code: 'FM',
  defaultValue: 'luxury-firm',
  options: ['soft', 'luxury-firm', 'firm'].map((value, i) => ({
    value,
    title: ['Soft', 'Luxury Firm', 'Firm'][i]!,
    code: `F${i}`,
    priceDiff: 0,
    outOfStock: false,
  })),
};

const catalogue = (prices: Partial<Record<'plush' | 'medium' | 'firm' | 'latex', number>> = {}) => [
  mattress(
    'plush-foam',
    ['Plush feel (4/10)', 'Pressure relief for side sleepers', 'Motion isolation for partners'],
    prices.plush,
  ),
  mattress('medium-hybrid', ['Medium feel (6/10)', 'Pocketed coils', 'Zoned support'], prices.medium),
  mattress('firm-hybrid', ['Firm feel (8/10)', 'Reinforced coils', 'Cooling cover'], prices.firm),
  mattress('latex-choice', ['Natural latex comfort layer', 'Breathable organic cotton cover'], prices.latex, [firmness]),
  sizedProduct('pillow', 'bedding', { standard: 5_000 }),
];

const answers = (over: Partial<FinderAnswers> = {}): FinderAnswers => ({
  position: 'side',
  feel: 'softer',
  sleepsHot: false,
  sharing: false,
  budget: 'mid',
  size: 'queen',
  ...over,
});

const pick = (over: Partial<FinderAnswers>, prices?: Parameters<typeof catalogue>[0]) => {
  const r = recommendMattress(catalogue(prices), answers(over), 'USD');
  return r && { id: r.product.id, firmness: r.selection.Firmness ?? null, size: r.selection.Size };
};

describe('finder: sleep position and feel pick the mattress and its firmness option', () => {
  it.each([
    ['side + softer: the plush one with pressure relief', { position: 'side', feel: 'softer' }, 'plush-foam', null],
    ['stomach + firmer: the firm hybrid with support', { position: 'stomach', feel: 'firmer' }, 'firm-hybrid', null],
    ['back + medium: the medium hybrid with zoned support', { position: 'back', feel: 'medium' }, 'medium-hybrid', null],
    ['side + firmer: the feel asked for outweighs the position', { position: 'side', feel: 'firmer' }, 'firm-hybrid', null],
    [
      'stomach + softer: the softer feel asked for (first of equal scores)',
      { position: 'stomach', feel: 'softer' },
      'plush-foam',
      null,
    ],
    ['combination + firmer', { position: 'combination', feel: 'firmer' }, 'firm-hybrid', null],
  ] as const)('%s', (_label, over, id, option) => {
    expect(pick(over)).toEqual({ id, firmness: option, size: 'queen' });
  });

  it('a product with a Firmness option is recommended in the option that matches the feel', () => {
    const r = recommendMattress([catalogue()[3]!], answers({ feel: 'firmer', position: 'stomach' }), 'USD');
    expect(r?.selection).toEqual({ Size: 'queen', Firmness: 'firm' });
    expect(r?.reasons).toContainEqual({
      answer: 'feel',
      fact: 'Firm firmness',
      text: 'The firmer feel you asked for: Firm firmness',
    });
  });
});

describe('finder: heat, a shared bed and the budget change the answer', () => {
  it('sleeping hot moves a side sleeper from plush foam to breathable latex in its soft option', () => {
    expect(pick({ sleepsHot: false })).toMatchObject({ id: 'plush-foam' });
    expect(pick({ sleepsHot: true })).toEqual({ id: 'latex-choice', firmness: 'soft', size: 'queen' });
  });

  it('sharing the bed brings back the foam that isolates motion', () => {
    expect(pick({ sleepsHot: true, sharing: true })).toMatchObject({ id: 'plush-foam' });
  });

  it('a price over the budget band loses to one within it; a higher band takes it back', () => {
    expect(pick({ budget: 'mid' }, { plush: 160_000 })).toMatchObject({ id: 'latex-choice', firmness: 'soft' });
    expect(pick({ budget: 'premium' }, { plush: 160_000 })).toMatchObject({ id: 'plush-foam' });
  });

  it('when nothing fits the budget the nearest price wins', () => {
    const r = pick(
      { budget: 'value', position: 'back', feel: 'medium' },
      { plush: 200_000, medium: 300_000, firm: 250_000, latex: 110_000 },
    );
    expect(r).toMatchObject({ id: 'latex-choice', firmness: 'luxury-firm' });
  });

  it('the size answer sets the variant and its price', () => {
    const r = recommendMattress(catalogue(), answers({ size: 'king' }), 'USD');
    expect(r).toMatchObject({ selection: { Size: 'king' }, price: QUEEN + 30_000 });
    expect(r?.reasons).toContainEqual({ answer: 'size', fact: 'King', text: 'King as you chose' });
  });
});

describe('finder: ties and edges', () => {
  it('equal scores go to the lower price, then to catalogue order', () => {
    // combination + medium: the medium hybrid (coils) and the latex (luxury firm) score the same.
    expect(pick({ position: 'combination', feel: 'medium' })).toMatchObject({ id: 'medium-hybrid' });
    expect(pick({ position: 'combination', feel: 'medium' }, { latex: 119_000 })).toMatchObject({ id: 'latex-choice' });
  });

  it('a size no mattress comes in gives no recommendation; an inactive variant is skipped', () => {
    expect(recommendMattress(catalogue(), answers({ size: 'calKing' }), 'USD')).toBeNull();
    const onlyTwin = sizedProduct('twin-only', 'mattress', { twin: 50_000, queen: 90_000 }, { unsellable: ['queen'] });
    expect(recommendMattress([onlyTwin], answers(), 'USD')).toBeNull();
  });

  it('never recommends a product that is not a mattress', () => {
    expect(recommendMattress([sizedProduct('pillow', 'bedding', { queen: 5_000 })], answers(), 'USD')).toBeNull();
  });
});

describe('finder: every reason is tied to an answer and to a fact from the product data', () => {
  it.each([
    answers({ sleepsHot: true }),
    answers({ position: 'stomach', feel: 'firmer', sleepsHot: true, sharing: true }),
    answers({ position: 'combination', feel: 'medium', budget: 'luxury' }),
  ])('%j', (a) => {
    const r = recommendMattress(catalogue(), a, 'USD')!;
    const data = [
      ...r.product.content.highlights,
      r.product.content.summary,
      'Soft firmness',
      'Luxury Firm firmness',
      'Firm firmness',
    ];
    for (const reason of r.reasons.filter((x) => x.answer !== 'budget' && x.answer !== 'size'))
      expect(data).toContain(reason.fact);
    expect(r.reasons.some((x) => x.answer === 'budget' || x.answer === 'size')).toBe(true);
  });

  it('"coils sleep cooler" only for a product whose data says coils', () => {
    const foam = recommendMattress([catalogue()[0]!], answers({ sleepsHot: true }), 'USD')!;
    expect(foam.reasons.map((r) => r.text).join(' ')).not.toMatch(/coil/i);
    const hybrid = recommendMattress([catalogue()[1]!], answers({ sleepsHot: true }), 'USD')!;
    expect(hybrid.reasons).toContainEqual({
      answer: 'hot',
      fact: 'Pocketed coils',
      text: 'Coils let air flow through, so it sleeps cooler (Pocketed coils)',
    });
  });
});
