import { describe, expect, it } from 'vitest';
import { BAMBOO_HEADBOARD, BUILDER, FRAME, MATTRESS, METAL_FRAME, WARRANTY } from './test-pieces';
import {
  bundleBody,
  bundleSlots,
  bundleSummary,
  fittedChoice,
  partOptions,
  type BundleChoice,
  type BundleOffer,
} from './bundle-offer';

const offer: BundleOffer = {
  pricing: { splitKingSecondBaseSurcharge: 29900 },
  bundle: { id: BUILDER.id, title: BUILDER.title, properties: BUILDER.properties, bundlePage: BUILDER.bundlePage! },
  parts: [MATTRESS, FRAME, METAL_FRAME, BAMBOO_HEADBOARD, WARRANTY],
};
const choice = (picks: BundleChoice['picks'], colors: BundleChoice['colors'] = {}): BundleChoice => ({ picks, colors });

describe('the bundle page offers its parts in its size', () => {
  it('lists the parts the bundle has, the base first', () => {
    expect(bundleSlots(offer)).toEqual(['base', 'furniture', 'headboardAddon', 'extend']);
  });

  it.each([
    {
      rule: 'queen: both frames, each 15% off',
      slot: 'furniture' as const,
      size: 'queen',
      picks: {},
      expected: [
        ['bamboo-frame', 50936, null],
        ['metal-frame', 20332, null],
      ],
    },
    {
      rule: 'king: the metal frame does not come in King',
      slot: 'furniture' as const,
      size: 'king',
      picks: {},
      expected: [
        ['bamboo-frame', 57311, null],
        ['metal-frame', null, 'Metal Frame does not come in King'],
      ],
    },
    {
      rule: 'the headboard follows the frame colour, and cannot come with the black metal frame',
      slot: 'headboardAddon' as const,
      size: 'queen',
      picks: { furniture: 'metal-frame' },
      expected: [['bamboo-headboard', null, 'Bamboo Headboard does not come in Black']],
    },
    {
      rule: 'the mattress at its own price, no bundle saving on the base',
      slot: 'base' as const,
      size: 'queen',
      picks: {},
      expected: [['mattress', 69930, null]],
    },
  ])('$rule', ({ slot, size, picks, expected }) => {
    expect(
      partOptions(offer, slot, size, choice(picks)).map((o) => [o.piece.name, o.price?.finalPrice ?? null, o.unavailable]),
    ).toEqual(expected);
  });
});

describe('fittedChoice: the picks made to fit the size', () => {
  it.each([
    {
      rule: 'the first page load picks the required parts',
      size: 'queen',
      picks: {},
      expected: { base: 'mattress', furniture: 'bamboo-frame' },
    },
    {
      rule: 'a frame not sold in the new size gives way to one that is',
      size: 'king',
      picks: { base: 'mattress', furniture: 'metal-frame' },
      expected: { base: 'mattress', furniture: 'bamboo-frame' },
    },
    {
      rule: 'an optional headboard that no longer fits is dropped',
      size: 'queen',
      picks: { base: 'mattress', furniture: 'metal-frame', headboardAddon: 'bamboo-headboard', extend: 'extended-warranty' },
      expected: { base: 'mattress', furniture: 'metal-frame', extend: 'extended-warranty' },
    },
  ])('$rule', ({ size, picks, expected }) => {
    expect(fittedChoice(offer, size, choice(picks)).picks).toEqual(expected);
  });
});

describe('bundleSummary: the bundle total and savings, adding up', () => {
  it.each([
    {
      rule: 'mattress and bamboo frame',
      picks: { base: 'mattress', furniture: 'bamboo-frame' },
      expected: { totalValue: 179800, finalPrice: 120866, discount: 58934 },
    },
    {
      rule: 'every part',
      picks: { base: 'mattress', furniture: 'bamboo-frame', headboardAddon: 'bamboo-headboard', extend: 'extended-warranty' },
      expected: { totalValue: 214600, finalPrice: 147698, discount: 66902 },
    },
  ])('$rule', ({ picks, expected }) => {
    const summary = bundleSummary(offer, 'queen', choice(picks));
    expect(summary.total).toEqual(expected);
    expect(summary.blocker).toBeNull();
  });

  it('keeps the bundle whole when a finish picked for one frame does not exist on the next', () => {
    const summary = bundleSummary(
      offer,
      'queen',
      choice({ base: 'mattress', furniture: 'metal-frame' }, { furniture: 'walnut' }),
    );
    expect(summary.blocker).toBeNull();
    expect(summary.parts.map((p) => p.selection)).toEqual([{ Size: 'queen' }, { Size: 'queen', Color: 'black' }]);
  });

  it('says what is missing when a required part is not picked', () => {
    expect(bundleSummary(offer, 'queen', choice({ base: 'mattress' })).blocker).toBe('Choose the furniture of Build Your Bed');
  });

  it('sends the bundle, its size and each part, with the colour of the shopper-choice frame', () => {
    const picked = choice(
      { base: 'mattress', furniture: 'bamboo-frame', headboardAddon: 'bamboo-headboard' },
      { furniture: 'walnut' },
    );
    expect(bundleBody(offer, 'queen', bundleSummary(offer, 'queen', picked))).toEqual({
      bundleID: 'build-your-bed',
      size: 'queen',
      bundlePageProducts: {
        base: { productID: 'mattress' },
        furniture: { productID: 'bamboo-frame', color: 'walnut' },
        headboardAddon: { productID: 'bamboo-headboard' },
      },
    });
  });
});
