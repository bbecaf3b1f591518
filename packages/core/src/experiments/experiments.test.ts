import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS } from '../brands';
import { assignAll, assignVariant } from './assign';
import { FLAG_NAMES, baseFlags, flagsOf, flagsOn, isFlagName } from './flags';
import { fnv1a32 } from './hash';
import { parseOverrides, serializeOverrides } from './overrides';
import { EXPERIMENTS, type Experiment } from './registry';

/** Random visitor ids like the cookie's (22 base64url characters from 16 random bytes). */
const visitors = (count: number) =>
  Array.from({ length: count }, () =>
    btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, ''),
  );

const split = (weights: number[]): Experiment => ({
  name: `split-${weights.join('-')}`,
  variants: weights.map((weight, i) => ({ name: `v${i}`, weight, flags: {} })),
});

describe('FNV-1a 32-bit hash', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('fnv1a32(%j) = %i (published test vectors)', (text, hash) => {
    expect(fnv1a32(text)).toBe(hash);
  });
});

describe('assignVariant: weighted, sticky, pure', () => {
  const ids = visitors(10_000);

  it.each([[[50, 50]], [[90, 10]], [[20, 30, 50]], [[1, 1, 1, 1]], [[70, 0, 30]], [[5, 95]]])(
    '10,000 visitors land within 2 percentage points of each weight %j',
    (weights) => {
      const experiment = split(weights);
      const counts = new Map<string, number>();
      for (const id of ids) {
        const name = assignVariant(id, experiment)?.name ?? 'none';
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      const total = weights.reduce((a, b) => a + b, 0);
      weights.forEach((weight, i) => {
        const share = ((counts.get(`v${i}`) ?? 0) / ids.length) * 100;
        expect(Math.abs(share - (weight / total) * 100)).toBeLessThanOrEqual(2);
      });
      expect(counts.get('none')).toBeUndefined();
    },
  );

  it('the same visitor always gets the same variant (stickiness)', () => {
    const experiment = split([50, 50]);
    for (const id of ids.slice(0, 500)) {
      const first = assignVariant(id, experiment)?.name;
      expect(assignVariant(id, { ...experiment, variants: [...experiment.variants] })?.name).toBe(first);
      expect(assignVariant(id, experiment)?.name).toBe(first);
    }
  });

  it('a weight-0 variant is never assigned', () => {
    const experiment = split([0, 100, 0]);
    expect(new Set(ids.map((id) => assignVariant(id, experiment)?.name))).toEqual(new Set(['v1']));
  });

  it('an experiment with every weight 0 assigns nothing', () => {
    expect(assignVariant('visitor', split([0, 0]))).toBeNull();
  });

  it('two experiments split the same visitors independently (the name is part of the hash key)', () => {
    const a = split([50, 50]);
    const b = { ...a, name: 'other' };
    const same = ids.filter((id) => assignVariant(id, a)?.name === assignVariant(id, b)?.name).length / ids.length;
    expect(Math.abs(same - 0.5)).toBeLessThan(0.03);
  });
});

describe('QA override (?exp=experiment:variant)', () => {
  const experiments = EXPERIMENTS.nestwood;

  it.each([
    ['a known experiment and variant is kept', ['premier-bundle:premier'], { 'premier-bundle': 'premier' }],
    ['an unknown experiment is ignored', ['nope:premier'], {}],
    ['an unknown variant is ignored', ['premier-bundle:gold'], {}],
    ['malformed entries are ignored', ['premier-bundle', ':', 'a:b:c', ''], {}],
    [
      'several, comma separated or repeated',
      ['keep-coupon:keep,pillow-size:king', 'dynamic-yield:off'],
      {
        'keep-coupon': 'keep',
        'pillow-size': 'king',
        'dynamic-yield': 'off',
      },
    ],
    ['a later entry wins', ['premier-bundle:premier,premier-bundle:serenity'], { 'premier-bundle': 'serenity' }],
    ['an experiment of another brand is ignored', ['amazon-pay-version:v1'], {}],
  ])('%s', (_rule, raw, expected) => {
    expect(parseOverrides(raw, experiments)).toEqual(expected);
  });

  it('round-trips through its cookie form', () => {
    const overrides = { 'pillow-size': 'king', 'keep-coupon': 'keep' };
    expect(serializeOverrides(overrides)).toBe('keep-coupon:keep,pillow-size:king');
    expect(parseOverrides([serializeOverrides(overrides)], experiments)).toEqual(overrides);
  });

  it('an override wins over the hashed assignment, even for a weight-0 variant', () => {
    const [assignment] = assignAll('visitor', [split([100, 0])], { 'split-100-0': 'v1' });
    expect(assignment).toMatchObject({ experiment: 'split-100-0', override: true, variant: { name: 'v1' } });
  });

  it('without a visitor id only overrides assign', () => {
    expect(assignAll(null, experiments, { 'keep-coupon': 'keep' }).map((a) => a.experiment)).toEqual(['keep-coupon']);
  });
});

describe('flags of an assignment', () => {
  it.each([
    ['no variant: all off', 'nestwood', [], []],
    ['a variant switches its flags on', 'nestwood', [{ premierBundleExperiment: true }], ['premierBundleExperiment']],
    [
      'later variants add',
      'nestwood',
      [{ keepCoupon: true }, { disableDynamicYield: true }],
      ['keepCoupon', 'disableDynamicYield'],
    ],
    ['amazonPayV2 follows the brand registry by default', 'driftvale', [], ['amazonPayV2']],
    ['an experiment can move a v2 brand back to v1', 'driftvale', [{ amazonPayV2: false }], []],
    ['an experiment cannot switch v2 on where the API refuses it', 'nestwood', [{ amazonPayV2: true }], []],
  ] as const)('%s', (_rule, brand, variantFlags, expected) => {
    const flags = flagsOf(
      BRANDS[brand],
      variantFlags.map((flags) => ({ flags })),
    );
    expect(flagsOn(flags)).toEqual(expected);
  });

  it('base flags are all off but the brand’s Amazon Pay version', () => {
    expect(flagsOn(baseFlags(BRANDS.nestwood))).toEqual([]);
  });
});

describe('the experiment registry (per brand, data)', () => {
  it.each(BRAND_KEYS.map((key) => [key]))('%s: names unique, weights valid, flags known', (brand) => {
    const experiments = EXPERIMENTS[brand];
    expect(new Set(experiments.map((e) => e.name)).size).toBe(experiments.length);
    for (const experiment of experiments) {
      expect(experiment.name).toMatch(/^[a-z0-9-]{1,64}$/);
      expect(new Set(experiment.variants.map((v) => v.name)).size).toBe(experiment.variants.length);
      expect(experiment.variants.every((v) => Number.isInteger(v.weight) && v.weight >= 0)).toBe(true);
      expect(experiment.variants.some((v) => v.weight > 0)).toBe(true);
      for (const variant of experiment.variants) {
        expect(variant.name).toMatch(/^[a-z0-9-]{1,32}$/);
        expect(Object.keys(variant.flags).every(isFlagName)).toBe(true);
      }
    }
  });

  it('a discontinued storefront runs no experiment', () => {
    for (const key of BRAND_KEYS) if (BRANDS[key].status === 'discontinued') expect(EXPERIMENTS[key]).toEqual([]);
  });

  it('every flag the store reads is driven by some experiment', () => {
    const driven = new Set(
      Object.values(EXPERIMENTS).flatMap((list) => list.flatMap((e) => e.variants.flatMap((v) => Object.keys(v.flags)))),
    );
    expect([...FLAG_NAMES].filter((name) => !driven.has(name))).toEqual([]);
  });

  it.each(Object.entries(EXPERIMENTS).flatMap(([brand, list]) => list.map((e) => [brand, e.name, e] as const)))(
    '%s %s: 10,000 visitors land within 2 percentage points of each weight',
    (_brand, _name, experiment) => {
      const ids = visitors(10_000);
      const total = experiment.variants.reduce((sum, v) => sum + v.weight, 0);
      for (const variant of experiment.variants) {
        const share = (ids.filter((id) => assignVariant(id, experiment)?.name === variant.name).length / ids.length) * 100;
        expect(Math.abs(share - (variant.weight / total) * 100)).toBeLessThanOrEqual(2);
      }
    },
  );
});
