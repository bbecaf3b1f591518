import { describe, expect, it } from 'vitest';
import type { Experiment } from '../../lib/api/experiments';
import { exposureShare, splitChanged, splitCheck, variantEffect } from './split-form';

const experiment: Experiment = {
  brand: 'nestwood',
  name: 'premier-bundle',
  enabled: true,
  version: 0,
  control: 'serenity',
  variants: [
    { name: 'serenity', registryWeight: 50, weight: 50, exposures: 30, flags: [], strategyId: null },
    { name: 'premier', registryWeight: 50, weight: 50, exposures: 10, flags: ['premierBundleExperiment'], strategyId: null },
  ],
  lastChange: null,
};

describe('the split as typed', () => {
  it.each([
    ['a split of 100', { serenity: '30', premier: '70' }, 100, {}, null],
    ['under 100', { serenity: '30', premier: '60' }, 90, {}, 'The split must add up to 100% (now 90%)'],
    [
      'a fraction',
      { serenity: '30.5', premier: '70' },
      70,
      { serenity: 'A whole number from 0 to 100' },
      'Fix the weights marked above',
    ],
    [
      'empty',
      { serenity: '', premier: '100' },
      100,
      { serenity: 'A whole number from 0 to 100' },
      'Fix the weights marked above',
    ],
    [
      'over 100',
      { serenity: '0', premier: '101' },
      101,
      { premier: 'A whole number from 0 to 100' },
      'Fix the weights marked above',
    ],
  ])('%s', (_rule, draft, sum, fieldErrors, error) => {
    expect(splitCheck(draft)).toEqual({ sum, fieldErrors, error });
  });

  it('knows when the typed split differs from the saved one', () => {
    expect(splitChanged(experiment, { serenity: '50', premier: '50' })).toBe(false);
    expect(splitChanged(experiment, { serenity: '40', premier: '60' })).toBe(true);
  });

  it('shares of exposures', () => {
    expect(experiment.variants.map((v) => exposureShare(v, experiment))).toEqual(['75.0%', '25.0%']);
    expect(exposureShare({ exposures: 0 }, { ...experiment, variants: [] })).toBe('–');
  });
});

describe('what a variant changes', () => {
  it.each([
    ['no flag, no strategy', { flags: [], strategyId: null }, 'Nothing (as without the experiment)'],
    [
      'a flag in words',
      { flags: ['premierBundleExperiment'], strategyId: null },
      'Bundle label reads Premier instead of Serenity',
    ],
    ['a flag switched off', { flags: ['amazonPayV2 off'], strategyId: null }, 'Amazon Pay v1 (the older checkout)'],
    ['a strategy', { flags: [], strategyId: 'nw-popular' }, 'Recommendations from strategy nw-popular'],
    ['an unknown flag as named', { flags: ['newThing'], strategyId: null }, 'newThing'],
  ])('%s', (_rule, variant, text) => {
    expect(variantEffect(variant)).toBe(text);
  });
});
