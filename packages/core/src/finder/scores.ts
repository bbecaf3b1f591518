import type { MattressFacts } from './mattress-facts';
import type { Feel, FinderAnswers, SleepPosition } from './questions';
import type { FinderReason, Points } from './reason';

// Points per feel for each position: side sleepers need give at shoulder and hip, stomach sleepers a level hip.
const POSITION_FEEL: Readonly<Record<SleepPosition, Readonly<Record<Feel, number>>>> = {
  side: { softer: 2, medium: 1, firmer: -2 },
  back: { softer: -1, medium: 2, firmer: 1 },
  stomach: { softer: -2, medium: 1, firmer: 2 },
  combination: { softer: 0, medium: 2, firmer: 0 },
};

const POSITION_WORDS: Readonly<Record<SleepPosition, string>> = {
  side: 'Side sleepers need give at the shoulders and hips',
  back: 'Back sleepers need even support under the lower back',
  stomach: 'Stomach sleepers need a firmer surface that keeps the hips level',
  combination: 'Combination sleepers move easily on a balanced, responsive feel',
};

/** The sleep position's points: the feel that suits it, and the support or pressure relief it needs. */
export function positionScore(facts: MattressFacts, position: SleepPosition): Points {
  const reasons: FinderReason[] = [];
  let points = 0;
  if (facts.feel) {
    const p = POSITION_FEEL[position][facts.feel.feel];
    points += p;
    if (p > 0)
      reasons.push({ answer: 'position', fact: facts.feel.source, text: `${POSITION_WORDS[position]}: ${facts.feel.source}` });
  }
  const extra =
    position === 'side' ? facts.pressureRelief : position === 'combination' ? (facts.latex ?? facts.coils) : facts.support;
  if (extra) {
    points += 1;
    if (reasons.length === 0)
      reasons.push({ answer: 'position', fact: extra.source, text: `${POSITION_WORDS[position]}: ${extra.source}` });
  }
  return { points, reasons };
}

// Points for the feel asked for against the variant's: the same feel, a neighbour, or the opposite end.
const FEEL_MATCH = [4, -1, -4] as const;
const FEEL_RANK: Readonly<Record<Feel, number>> = { softer: 0, medium: 1, firmer: 2 };

/** The feel asked for: the variant's Firmness option or stated feel, when it has one (an unknown feel scores nothing). */
export function feelScore(facts: MattressFacts, feel: FinderAnswers['feel']): Points {
  if (!facts.feel) return { points: 0, reasons: [] };
  const distance = Math.abs(FEEL_RANK[feel] - FEEL_RANK[facts.feel.feel]) as 0 | 1 | 2;
  const points = FEEL_MATCH[distance];
  if (distance !== 0) return { points, reasons: [] };
  return {
    points,
    reasons: [{ answer: 'feel', fact: facts.feel.source, text: `The ${feel} feel you asked for: ${facts.feel.source}` }],
  };
}
