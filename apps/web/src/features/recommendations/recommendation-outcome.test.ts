import { describe, expect, it } from 'vitest';
import type { RecommendationCard } from './recommendation-card';
import { recommendationOutcome } from './recommendation-outcome';

const card = (id: string) => ({ id }) as RecommendationCard;
const FALLBACK = [card('default-1'), card('default-2')];
const result = { name: 'Popular right now', products: [{ key: 'p', sku: 'P', score: 1, strId: 's' }] };

describe('recommendationOutcome (empty or failing answer, widget fallback)', () => {
  it.each([
    {
      rule: 'a row with products is shown under its name',
      answer: { ok: true as const, result, cards: [card('p')] },
      expected: { kind: 'api', name: 'Popular right now', cards: [card('p')] },
    },
    {
      rule: 'an empty answer falls back to the default recommendations',
      answer: { ok: true as const, result: { ...result, products: [] }, cards: [] },
      expected: { kind: 'fallback', reason: 'empty', cards: FALLBACK },
    },
    {
      rule: 'slots whose products could not be loaded count as empty',
      answer: { ok: true as const, result, cards: [] },
      expected: { kind: 'fallback', reason: 'empty', cards: FALLBACK },
    },
    {
      rule: 'a failing answer falls back with its reason',
      answer: { ok: false as const, reason: 'HTTP 500' },
      expected: { kind: 'fallback', reason: 'HTTP 500', cards: FALLBACK },
    },
  ])('$rule', ({ answer, expected }) => {
    expect(recommendationOutcome(answer, FALLBACK)).toEqual(expected);
  });
});
