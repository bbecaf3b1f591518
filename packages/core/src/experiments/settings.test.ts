import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import type { Experiment } from './registry';
import { effectiveExperiment, resolveAssignments, splitProblems, type EffectiveExperiment } from './settings';
import { visitorExperiments } from './visitor-flags';

const THREE: Experiment = {
  name: 'three',
  variants: [
    { name: 'control', weight: 50, flags: {} },
    { name: 'a', weight: 30, flags: { keepCoupon: true } },
    { name: 'b', weight: 20, flags: {} },
  ],
};
const on = (weights: number[]): EffectiveExperiment => ({
  ...THREE,
  enabled: true,
  variants: THREE.variants.map((v, i) => ({ ...v, weight: weights[i] ?? 0 })),
});

describe('splitProblems: a split staff may save', () => {
  it.each([
    ['a split of 100', { control: 34, a: 33, b: 33 }, []],
    ['a variant at 0', { control: 100, a: 0, b: 0 }, []],
    ['sum under 100', { control: 50, a: 20, b: 20 }, ['the weights must add up to 100 (they add up to 90)']],
    ['sum over 100', { control: 50, a: 50, b: 1 }, ['the weights must add up to 100 (they add up to 101)']],
    [
      'a fraction',
      { control: 49.5, a: 30.5, b: 20 },
      [
        'the weight of variant control must be a whole number from 0 to 100',
        'the weight of variant a must be a whole number from 0 to 100',
      ],
    ],
    ['a negative weight', { control: 100, a: -10, b: 10 }, ['the weight of variant a must be a whole number from 0 to 100']],
    ['an unknown variant', { control: 50, a: 30, b: 20, gold: 0 }, ['three has no variant gold (its variants: control, a, b)']],
    ['a missing variant', { control: 50, a: 50 }, ['the weight of variant b is missing']],
    ['NaN', { control: Number.NaN, a: 50, b: 50 }, ['the weight of variant control must be a whole number from 0 to 100']],
  ])('%s', (_rule, weights, expected) => {
    expect(splitProblems(THREE, weights)).toEqual(expected);
  });
});

describe('effectiveExperiment: registry + setting -> weights', () => {
  it.each([
    ['no setting: the registry weights, on', undefined, true, [50, 30, 20]],
    ['a split overrides the registry', { enabled: true, weights: { control: 10, a: 0, b: 90 } }, true, [10, 0, 90]],
    ['weights null keep the registry', { enabled: false, weights: null }, false, [50, 30, 20]],
    [
      'a stale split (a variant since removed) falls back',
      { enabled: true, weights: { control: 50, x: 50 } },
      true,
      [50, 30, 20],
    ],
    ['a split not adding to 100 falls back', { enabled: true, weights: { control: 1, a: 1, b: 1 } }, true, [50, 30, 20]],
  ])('%s', (_rule, setting, enabled, weights) => {
    const effective = effectiveExperiment(THREE, setting);
    expect(effective.enabled).toBe(enabled);
    expect(effective.variants.map((v) => v.weight)).toEqual(weights);
  });
});

describe('resolveAssignments: sticky, off gives the control, exposures on first assignment', () => {
  const base = { visitorId: 'visitor-1', overrides: {} };
  const pick = (r: ReturnType<typeof resolveAssignments>) => ({
    variant: r.assignments[0]?.variant.name ?? null,
    stored: r.stored,
    exposures: r.exposures,
  });

  it.each([
    [
      'a new visitor is bucketed, stored and counted',
      { experiments: [on([0, 100, 0])], stored: {} },
      { variant: 'a', stored: { three: 'a' }, exposures: [{ experiment: 'three', variant: 'a' }] },
    ],
    [
      'a stored variant is kept when the split changes (not counted again)',
      { experiments: [on([0, 1, 99])], stored: { three: 'a' } },
      { variant: 'a', stored: { three: 'a' }, exposures: [] },
    ],
    [
      'a stored variant set to 0 moves to the split and is counted',
      { experiments: [on([0, 0, 100])], stored: { three: 'a' } },
      { variant: 'b', stored: { three: 'b' }, exposures: [{ experiment: 'three', variant: 'b' }] },
    ],
    [
      'off: the control for everyone, the stored variant kept, nothing counted',
      { experiments: [{ ...on([0, 100, 0]), enabled: false }], stored: { three: 'a' } },
      { variant: 'control', stored: { three: 'a' }, exposures: [] },
    ],
    [
      'off and never assigned: the control, nothing stored',
      { experiments: [{ ...on([0, 100, 0]), enabled: false }], stored: {} },
      { variant: 'control', stored: {}, exposures: [] },
    ],
    [
      'a stored name the experiment does not have is dropped and re-bucketed',
      { experiments: [on([0, 0, 100])], stored: { three: 'gold', gone: 'x' } },
      { variant: 'b', stored: { three: 'b' }, exposures: [{ experiment: 'three', variant: 'b' }] },
    ],
  ])('%s', (_rule, input, expected) => {
    expect(pick(resolveAssignments({ ...base, ...input }))).toEqual(expected);
  });

  it('a QA override wins even while the experiment is off, and is not counted', () => {
    const r = resolveAssignments({
      ...base,
      experiments: [{ ...on([100, 0, 0]), enabled: false }],
      stored: {},
      overrides: { three: 'b' },
    });
    expect(pick(r)).toEqual({ variant: 'b', stored: {}, exposures: [] });
    expect(r.assignments[0]?.override).toBe(true);
  });

  it('without a visitor id nothing is bucketed', () => {
    expect(resolveAssignments({ ...base, visitorId: null, experiments: [on([0, 100, 0])], stored: {} }).assignments).toEqual([]);
  });
});

describe('visitorExperiments with the brand settings', () => {
  it.each([
    ['premier-bundle all premier', { 'premier-bundle': { enabled: true, weights: { serenity: 0, premier: 100 } } }, true],
    ['premier-bundle off', { 'premier-bundle': { enabled: false, weights: { serenity: 0, premier: 100 } } }, false],
  ])('%s -> premierBundleExperiment %s, even for a visitor stored in premier', (_rule, settings, flag) => {
    const result = visitorExperiments(BRANDS.nestwood, {
      visitorId: 'someone',
      overrides: {},
      stored: { 'premier-bundle': 'premier' },
      settings,
    });
    expect(result.flags.premierBundleExperiment).toBe(flag);
  });
});
