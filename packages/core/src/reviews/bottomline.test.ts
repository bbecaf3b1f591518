import { describe, expect, it } from 'vitest';
import { averageScore, bottomlineFrom, type ScoreCounts } from './bottomline';

describe('rule: the bottomline average is rounded to one decimal, 0 without reviews', () => {
  it.each<[string, ScoreCounts, number]>([
    ['no reviews', {}, 0],
    ['one five', { 5: 1 }, 5],
    ['4.5 exactly', { 4: 1, 5: 1 }, 4.5],
    ['4.666 rounds to 4.7', { 4: 1, 5: 2 }, 4.7],
    ['4.333 rounds to 4.3', { 4: 2, 5: 1 }, 4.3],
    ['4.25 rounds half up to 4.3', { 4: 3, 5: 1 }, 4.3],
    ['mixed', { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 }, 3],
  ])('%s', (_name, counts, average) => {
    expect(averageScore(counts)).toBe(average);
  });
});

describe('rule: the bottomline has a count for every star and their total', () => {
  it.each<[string, ScoreCounts, number, Record<string, number>]>([
    ['empty', {}, 0, { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }],
    ['some', { 5: 7, 1: 2 }, 9, { '1': 2, '2': 0, '3': 0, '4': 0, '5': 7 }],
  ])('%s', (_name, counts, total, distribution) => {
    const b = bottomlineFrom(counts);
    expect(b.totalReviews).toBe(total);
    expect(b.starDistribution).toEqual(distribution);
  });
});
