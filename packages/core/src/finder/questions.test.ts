import { describe, expect, it } from 'vitest';
import { budgetBands, finderQuestions, parseFinderAnswers } from './questions';

describe('finder questions: a plain GET form', () => {
  it('reads a complete answer set', () => {
    const query = { position: 'back', feel: 'firmer', hot: 'yes', sharing: 'no', budget: 'premium', size: 'king' };
    expect(parseFinderAnswers(query)).toEqual({
      answers: { position: 'back', feel: 'firmer', sleepsHot: true, sharing: false, budget: 'premium', size: 'king' },
      submitted: true,
      missing: [],
    });
  });

  it('default size queen: a form without a size recommends a queen', () => {
    const query = { position: 'side', feel: 'softer', hot: 'no', sharing: 'yes', budget: 'mid' };
    expect(parseFinderAnswers(query).answers?.size).toBe('queen');
  });

  it.each([
    ['nothing sent', {}, false, ['position', 'feel', 'hot', 'sharing', 'budget']],
    [
      'an unknown position and a repeated feel',
      { position: 'upside-down', feel: ['firmer', 'softer'] },
      true,
      ['position', 'feel', 'hot', 'sharing', 'budget'],
    ],
    [
      'a split king (not offered)',
      { position: 'side', feel: 'medium', hot: 'no', sharing: 'no', budget: 'mid', size: 'splitKing' },
      true,
      ['size'],
    ],
  ])('%s: no answer, the missing questions named', (_label, query, submitted, missing) => {
    expect(parseFinderAnswers(query)).toEqual({ answers: null, submitted, missing });
  });

  it.each([
    ['USD', ['Under $1,000', '$1,000 – $1,500', '$1,500 – $2,000', '$2,000 and up']],
    ['CAD', ['Under CA$1,400', 'CA$1,400 – CA$2,000', 'CA$2,000 – CA$2,700', 'CA$2,700 and up']],
  ] as const)('budget bands in the brand currency (%s)', (currency, labels) => {
    expect(budgetBands(currency).map((b) => b.label)).toEqual(labels);
    expect(
      finderQuestions(currency)
        .find((q) => q.name === 'budget')
        ?.options.map((o) => o.label),
    ).toEqual(labels);
  });

  it('asks position, feel, heat, sharing, budget and size; only size is preset (queen)', () => {
    const questions = finderQuestions('USD');
    expect(questions.map((q) => q.name)).toEqual(['position', 'feel', 'hot', 'sharing', 'budget', 'size']);
    expect(questions.map((q) => q.preset)).toEqual([null, null, null, null, null, 'queen']);
    expect(questions.find((q) => q.name === 'size')?.options.map((o) => o.label)).toEqual([
      'Twin',
      'Twin XL',
      'Full',
      'Queen',
      'King',
      'Cal King',
    ]);
  });
});
