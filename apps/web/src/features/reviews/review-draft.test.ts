import { describe, expect, it } from 'vitest';
import { reviewFormProblems, writtenReviewMessage } from './review-draft';

const valid = { score: 5, title: 'Great', content: 'Slept well from night one.', displayName: 'Sam' };

describe('reviewFormProblems (the contract limits, trimmed)', () => {
  it.each([
    ['a complete review', valid, []],
    ['no rating', { ...valid, score: null }, ['score']],
    ['a blank title', { ...valid, title: '   ' }, ['title']],
    ['a title over 150', { ...valid, title: 'x'.repeat(151) }, ['title']],
    ['a review under 10 characters', { ...valid, content: ' too short ' }, ['content']],
    ['a one-letter name', { ...valid, displayName: 'S' }, ['displayName']],
    [
      'everything missing',
      { score: null, title: '', content: '', displayName: '' },
      ['score', 'title', 'content', 'displayName'],
    ],
  ])('%s', (_rule, values, fields) => {
    expect(Object.keys(reviewFormProblems(values))).toEqual(fields);
  });
});

describe('writtenReviewMessage', () => {
  it.each([
    ['published', 'Thank you! Your review is published.'],
    ['pending', 'Thank you! Your review will appear once our team has checked it.'],
  ] as const)('%s', (status, message) => {
    expect(writtenReviewMessage(status)).toBe(message);
  });
});
