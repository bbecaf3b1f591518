import { describe, expect, it } from 'vitest';
import type { ProductGroup } from '../product';
import {
  ANCHORED_WEIGHTS,
  rankRecommendations,
  UNANCHORED_WEIGHTS,
  type PairCount,
  type RankAnchor,
  type RankCandidate,
  type RankInput,
  type SellsWithRule,
} from './rank';

const c = (id: string, group: ProductGroup, position: number, recommendable = true): RankCandidate => ({
  id,
  group,
  position,
  recommendable,
});
const CATALOGUE = [
  c('mattress', 'mattress', 0),
  c('hybrid', 'mattress', 1),
  c('sheets', 'bedding', 2),
  c('pillow', 'bedding', 3),
  c('frame', 'bed-frame', 4),
  c('dresser', 'furniture', 5),
  c('retired', 'bedding', 6, false),
];
const MATTRESS: RankAnchor = { id: 'mattress', group: 'mattress' };

function rank(overrides: Partial<RankInput>): string[] {
  return rankRecommendations({
    anchors: [],
    excluded: new Set(),
    candidates: CATALOGUE,
    pairs: [],
    popularity: new Map(),
    rules: [],
    preferredGroups: [],
    weights: UNANCHORED_WEIGHTS,
    limit: 8,
    ...overrides,
  }).map((r) => r.id);
}

const pairs = (anchor: string, counts: Record<string, number>): PairCount[] =>
  Object.entries(counts).map(([other, count]) => ({ anchor, other, count }));
const pop = (counts: Record<string, number>) => new Map(Object.entries(counts));
const rules: SellsWithRule[] = [{ productId: 'frame', sellsWith: ['mattress'] }];

describe('rankRecommendations (scoring)', () => {
  it.each<{ rule: string; input: Partial<RankInput>; expected: string[] }>([
    {
      rule: 'without signals: catalogue order, unsellable products left out',
      input: {},
      expected: ['mattress', 'hybrid', 'sheets', 'pillow', 'frame', 'dresser'],
    },
    {
      rule: 'no anchors: popularity ranks',
      input: { popularity: pop({ dresser: 50, pillow: 10, sheets: 10 }) },
      expected: ['dresser', 'sheets', 'pillow', 'mattress', 'hybrid', 'frame'],
    },
    {
      rule: 'category: the category groups come first, then popularity',
      input: { popularity: pop({ dresser: 50, pillow: 10 }), preferredGroups: ['bedding'] },
      expected: ['pillow', 'sheets', 'dresser', 'mattress', 'hybrid', 'frame'],
    },
    {
      rule: 'anchored: the anchor itself is never recommended, co-purchase leads',
      input: {
        anchors: [MATTRESS],
        weights: ANCHORED_WEIGHTS,
        pairs: pairs('mattress', { pillow: 30, sheets: 10 }),
        popularity: pop({ dresser: 500 }),
      },
      expected: ['pillow', 'sheets', 'dresser', 'frame', 'hybrid'],
    },
    {
      rule: 'anchored: a sellsWith rule lifts a product never bought together above popularity',
      input: { anchors: [MATTRESS], weights: ANCHORED_WEIGHTS, rules, popularity: pop({ dresser: 500, frame: 1 }) },
      expected: ['frame', 'dresser', 'sheets', 'pillow', 'hybrid'],
    },
    {
      rule: 'anchored: a substitute (same group, never bought together) is halved',
      input: { anchors: [MATTRESS], weights: ANCHORED_WEIGHTS, popularity: pop({ hybrid: 100, sheets: 60 }) },
      expected: ['sheets', 'hybrid', 'pillow', 'frame', 'dresser'],
    },
    {
      rule: 'products already in the cart are excluded',
      input: { anchors: [MATTRESS], weights: ANCHORED_WEIGHTS, excluded: new Set(['sheets', 'frame']) },
      expected: ['pillow', 'dresser', 'hybrid'],
    },
    {
      rule: 'counts with several anchors add up',
      input: {
        anchors: [MATTRESS, { id: 'frame', group: 'bed-frame' }],
        weights: ANCHORED_WEIGHTS,
        pairs: [...pairs('mattress', { sheets: 5, pillow: 4 }), ...pairs('frame', { pillow: 4, dresser: 7 })],
      },
      expected: ['pillow', 'dresser', 'sheets', 'hybrid'],
    },
    {
      rule: 'pairs of a product that is not an anchor do not count',
      input: { anchors: [MATTRESS], weights: ANCHORED_WEIGHTS, pairs: pairs('frame', { dresser: 99 }) },
      expected: ['sheets', 'pillow', 'frame', 'dresser', 'hybrid'],
    },
    { rule: 'limit cuts the row', input: { limit: 2 }, expected: ['mattress', 'hybrid'] },
  ])('$rule', ({ input, expected }) => {
    expect(rank(input)).toEqual(expected);
  });

  it('scores are 0..1 with four decimals, the best co-purchase scoring its full weight', () => {
    const ranked = rankRecommendations({
      anchors: [MATTRESS],
      excluded: new Set(),
      candidates: CATALOGUE,
      pairs: pairs('mattress', { frame: 30, sheets: 10 }),
      popularity: pop({ frame: 9, sheets: 3 }),
      rules,
      preferredGroups: [],
      weights: ANCHORED_WEIGHTS,
      limit: 3,
    });
    expect(ranked[0]).toEqual({ id: 'frame', score: 1 });
    expect(ranked[1]?.id).toBe('sheets');
    expect(ranked[1]?.score).toBeCloseTo(0.6 / 3 + 0.15 * (Math.log1p(3) / Math.log1p(9)), 4);
    for (const r of ranked) expect(Number.isInteger(r.score * 10_000)).toBe(true);
  });
});
