import { describe, expect, it } from 'vitest';
import { qualifiesForTruemed, truemedAnswersSchema, type TruemedAnswers } from './truemed';

describe('Truemed qualification (POST /truemed/sessions/{id})', () => {
  it.each<[TruemedAnswers, boolean]>([
    [{ hsaFsaCard: true, conditionCategory: 'sleep' }, true],
    [{ hsaFsaCard: true, conditionCategory: 'back-pain' }, true],
    [{ hsaFsaCard: true, conditionCategory: 'other' }, true],
    [{ hsaFsaCard: true, conditionCategory: 'none' }, false],
    [{ hsaFsaCard: false, conditionCategory: 'sleep' }, false],
  ])('%j qualifies: %s', (answers, qualifies) => {
    expect(qualifiesForTruemed(answers)).toBe(qualifies);
  });

  it.each([
    {},
    { hsaFsaCard: 'yes', conditionCategory: 'sleep' },
    { hsaFsaCard: true, conditionCategory: 'flu' },
    {
      hsaFsaCard: true,
      conditionCategory: 'sleep',
      amount: 1,
    },
  ])('refuses %j', (body) => {
    expect(truemedAnswersSchema.safeParse(body).success).toBe(false);
  });
});
