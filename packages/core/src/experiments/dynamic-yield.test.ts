import { describe, expect, it } from 'vitest';
import { BRAND_KEYS } from '../brands';
import { assignAll } from './assign';
import { defaultStrategies, DY_DEFAULT_STRATEGIES, DY_ENVIRONMENTS, dyEnvironment } from './dy-defaults';
import { assignedStrategies, dyFlagsRequestSchema, mergeServiceStrategies } from './dynamic-yield';
import { EXPERIMENTS } from './registry';

const request = { experiments: ['recommendation-strategy', 'unknown-slot'], pathname: '/mattress', isMobile: false };

describe('dynamic-yield default strategies (per brand and environment)', () => {
  it.each([
    ['STORE_ENV names the environment', 'staging', 'production', 'staging'],
    ['an unknown STORE_ENV falls to NODE_ENV production', 'qa', 'production', 'production'],
    ['no STORE_ENV, NODE_ENV production', undefined, 'production', 'production'],
    ['no STORE_ENV, development', undefined, 'development', 'development'],
    ['no STORE_ENV, test', undefined, 'test', 'development'],
  ])('%s', (_rule, storeEnv, nodeEnv, expected) => {
    expect(dyEnvironment(storeEnv, nodeEnv)).toBe(expected);
  });

  it('every environment has a desktop and a mobile default for every brand, all distinct', () => {
    const ids = DY_ENVIRONMENTS.flatMap((env) =>
      BRAND_KEYS.flatMap((brand) => [DY_DEFAULT_STRATEGIES[env][brand].desktop, DY_DEFAULT_STRATEGIES[env][brand].mobile]),
    );
    expect(new Set(ids).size).toBe(DY_ENVIRONMENTS.length * BRAND_KEYS.length * 2);
  });

  it.each([
    [false, 'nw-prod-desktop'],
    [true, 'nw-prod-mobile'],
  ])('isMobile %s: each requested name gets %s with the pathname as url', (isMobile, strategyID) => {
    expect(defaultStrategies({ ...request, isMobile }, 'nestwood', 'production')).toEqual({
      DY_STRATEGIES: [
        { name: 'recommendation-strategy', url: '/mattress', strategyID },
        { name: 'unknown-slot', url: '/mattress', strategyID },
      ],
    });
  });

  it.each([
    ['co-purchase', 'nw-co-purchase'],
    ['popular', 'nw-popular'],
  ])('the visitor’s variant %s answers its strategy %s; an unknown name answers the default', (variant, strategyID) => {
    const assignments = assignAll('v', EXPERIMENTS.nestwood, { 'recommendation-strategy': variant });
    expect(assignedStrategies(request, 'nestwood', 'development', assignments).DY_STRATEGIES.map((s) => s.strategyID)).toEqual([
      strategyID,
      'nw-dev-desktop',
    ]);
  });

  it('a service answer wins per name; names it left out keep the local answer; extra names are dropped', () => {
    const local = defaultStrategies(request, 'nestwood', 'development');
    const merged = mergeServiceStrategies(local, {
      DY_STRATEGIES: [
        { name: 'unknown-slot', url: '/x', strategyID: 'svc-1' },
        { name: 'not-asked', url: '/y', strategyID: 'svc-2' },
      ],
    });
    expect(merged.DY_STRATEGIES.map((s) => s.strategyID)).toEqual(['nw-dev-desktop', 'svc-1']);
  });
});

describe('POST /api/dynamic-yield/flags body', () => {
  it.each([
    ['a valid body', request, true],
    ['no experiments is valid', { ...request, experiments: [] }, true],
    ['more than 20 experiments', { ...request, experiments: Array.from({ length: 21 }, (_, i) => `e${i}`) }, false],
    ['a pathname over 200 characters', { ...request, pathname: `/${'a'.repeat(200)}` }, false],
    ['a pathname not starting with /', { ...request, pathname: 'mattress' }, false],
    ['isMobile not a boolean', { ...request, isMobile: 'yes' }, false],
    ['an experiment name with spaces', { ...request, experiments: ['a b'] }, false],
    ['an unknown key', { ...request, extra: 1 }, false],
    ['missing isMobile', { experiments: [], pathname: '/' }, false],
  ])('%s -> valid %s', (_rule, body, valid) => {
    expect(dyFlagsRequestSchema.safeParse(body).success).toBe(valid);
  });
});
