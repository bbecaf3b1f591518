import { describe, expect, it } from 'vitest';
import type { Product } from '../product';
import { bundlePartDeals, resolveBundleChoice, type BundlePick } from './bundle-rules';
import type { BundlePartSlot } from './collection-kinds';
import { BAMBOO_HEADBOARD, BED, BUILDER, FRAME, MATTRESS, METAL_FRAME, NIGHTSTAND, WARRANTY } from './test-pieces';

type Picks = Partial<Record<BundlePartSlot, BundlePick>>;
const pick = (product: Product | undefined, color?: string): BundlePick =>
  color === undefined ? { product } : { product, color };

describe('resolveBundleChoice: what a bundle page may add', () => {
  it.each([
    {
      rule: 'every part in the bundle size, the headboard in the frame colour',
      size: 'king',
      picks: {
        base: pick(MATTRESS),
        furniture: pick(FRAME, 'walnut'),
        headboardAddon: pick(BAMBOO_HEADBOARD),
        extend: pick(WARRANTY),
      } satisfies Picks,
      expected: [
        { slot: 'base', name: 'mattress', selection: { Size: 'king' } },
        { slot: 'furniture', name: 'bamboo-frame', selection: { Size: 'king', Color: 'walnut' } },
        { slot: 'headboardAddon', name: 'bamboo-headboard', selection: { Size: 'king', Color: 'walnut' } },
        { slot: 'extend', name: 'extended-warranty', selection: {} },
      ],
    },
    {
      rule: 'the required parts only, the frame in its default colour',
      size: 'queen',
      picks: { base: pick(MATTRESS), furniture: pick(FRAME) } satisfies Picks,
      expected: [
        { slot: 'base', name: 'mattress', selection: { Size: 'queen' } },
        { slot: 'furniture', name: 'bamboo-frame', selection: { Size: 'queen', Color: 'natural' } },
      ],
    },
  ])('accepts $rule, base first', ({ size, picks, expected }) => {
    const result = resolveBundleChoice(BUILDER, size, picks);
    expect(result.ok && result.value.map((p) => ({ slot: p.slot, name: p.product.name, selection: p.selection }))).toEqual(
      expected,
    );
  });

  it.each([
    {
      rule: 'no base',
      size: 'queen',
      picks: { furniture: pick(FRAME) },
      code: 'BAD_REQUEST',
      message: 'Choose the mattress of Build Your Bed',
    },
    {
      rule: 'no required frame',
      size: 'queen',
      picks: { base: pick(MATTRESS) },
      code: 'BAD_REQUEST',
      message: 'Choose the furniture of Build Your Bed',
    },
    {
      rule: 'a part of another slot',
      size: 'queen',
      picks: { base: pick(FRAME), furniture: pick(FRAME) },
      code: 'BAD_REQUEST',
      message: 'Bamboo Frame is not part of the Build Your Bed',
    },
    {
      rule: 'a product of no part',
      size: 'queen',
      picks: { base: pick(MATTRESS), furniture: pick(BED) },
      code: 'BAD_REQUEST',
      message: 'Socalle Bed is not part of the Build Your Bed',
    },
    {
      rule: 'an unknown product',
      size: 'queen',
      picks: { base: pick(undefined) },
      code: 'NOT_FOUND',
      message: 'Product not found',
    },
    {
      rule: 'a size the bundle is not sold in',
      size: 'twin',
      picks: { base: pick(MATTRESS) },
      code: 'BAD_REQUEST',
      message: 'Invalid value twin for property Size',
    },
    {
      rule: 'a frame not sold in the size',
      size: 'king',
      picks: { base: pick(MATTRESS), furniture: pick(METAL_FRAME) },
      code: 'BAD_REQUEST',
      message: 'Metal Frame does not come in King',
    },
    {
      rule: 'a frame in a finish it does not come in',
      size: 'queen',
      picks: { base: pick(MATTRESS), furniture: pick(FRAME, 'purple') },
      code: 'BAD_REQUEST',
      message: 'Invalid value purple for property Color',
    },
    {
      rule: 'a matching headboard asked in another finish than the frame',
      size: 'queen',
      picks: { base: pick(MATTRESS), furniture: pick(FRAME, 'walnut'), headboardAddon: pick(BAMBOO_HEADBOARD, 'natural') },
      code: 'BAD_REQUEST',
      message: 'Bamboo Headboard comes in Walnut with Build Your Bed',
    },
    {
      rule: 'a headboard that does not come in the frame colour',
      size: 'queen',
      picks: { base: pick(MATTRESS), furniture: pick(METAL_FRAME), headboardAddon: pick(BAMBOO_HEADBOARD) },
      code: 'BAD_REQUEST',
      message: 'Bamboo Headboard does not come in Black',
    },
  ])('refuses $rule', ({ size, picks, code, message }) => {
    expect(resolveBundleChoice(BUILDER, size, picks as Picks)).toEqual({
      ok: false,
      error: expect.objectContaining({ code, message }),
    });
  });

  it('refuses a product that is not a bundle page', () => {
    expect(resolveBundleChoice(MATTRESS, 'queen', { base: pick(MATTRESS) })).toEqual({
      ok: false,
      error: { code: 'BAD_REQUEST', message: 'Mattress is not a bundle' },
    });
  });
});

describe('bundlePartDeals: the saving of parts bound to a base line', () => {
  const line = (itemIdentifier: string, product: Product, selection: Record<string, string>) => ({
    itemIdentifier,
    product,
    selection,
  });
  const bundles = [BUILDER.bundlePage!];
  const base = { product: MATTRESS, selection: { Size: 'queen' } };

  it.each([
    {
      rule: 'a complete bundle: frame and matching headboard 15% off, the warranty at 0%',
      children: [
        line('f', FRAME, { Size: 'queen', Color: 'walnut' }),
        line('h', BAMBOO_HEADBOARD, { Size: 'queen', Color: 'walnut' }),
        line('w', WARRANTY, {}),
      ],
      expected: { f: 15, h: 15, w: 0 },
    },
    {
      rule: 'no frame: nothing (the frame is required)',
      children: [line('h', BAMBOO_HEADBOARD, { Size: 'queen', Color: 'natural' }), line('w', WARRANTY, {})],
      expected: {},
    },
    {
      rule: 'a frame in another size than the base: nothing',
      children: [line('f', FRAME, { Size: 'king', Color: 'walnut' })],
      expected: {},
    },
    {
      rule: 'a headboard in another colour than the frame: the frame only',
      children: [
        line('f', FRAME, { Size: 'queen', Color: 'natural' }),
        line('h', BAMBOO_HEADBOARD, { Size: 'queen', Color: 'walnut' }),
      ],
      expected: { f: 15 },
    },
    {
      rule: 'a second frame: only the first in cart order',
      children: [line('f1', FRAME, { Size: 'queen', Color: 'natural' }), line('f2', FRAME, { Size: 'queen', Color: 'natural' })],
      expected: { f1: 15 },
    },
    {
      rule: 'a piece of no part: nothing for it',
      children: [line('f', METAL_FRAME, { Size: 'queen', Color: 'black' }), line('n', NIGHTSTAND, { Color: 'oak' })],
      expected: { f: 15 },
    },
  ])('$rule', ({ children, expected }) => {
    const deals = bundlePartDeals(bundles, base, children);
    expect(Object.fromEntries([...deals].map(([id, deal]) => [id, deal.percentOff]))).toEqual(expected);
    for (const deal of deals.values()) expect(deal.unitsPerSet).toBe(1);
  });

  it('is none under a base no bundle names', () => {
    expect(
      bundlePartDeals(bundles, { product: BED, selection: { Size: 'queen' } }, [
        line('f', FRAME, { Size: 'queen', Color: 'natural' }),
      ]).size,
    ).toBe(0);
  });

  it('keeps the larger saving when two bundles take the same part', () => {
    const richer = { ...BUILDER.bundlePage!, furniture: { ...BUILDER.bundlePage!.furniture!, percentOff: 20 } };
    const deals = bundlePartDeals([BUILDER.bundlePage!, richer], base, [line('f', FRAME, { Size: 'queen', Color: 'natural' })]);
    expect(deals.get('f')?.percentOff).toBe(20);
  });
});
