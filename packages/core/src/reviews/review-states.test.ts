import { describe, expect, it } from 'vitest';
import { canMove } from '../back-office/order-states';
import { queueOf, REVIEW_TRANSITIONS, storedStatusOf } from './review-states';
import type { ReviewStatus } from './wire';

describe('rule: review moderation states', () => {
  it.each<[ReviewStatus, ReviewStatus, boolean]>([
    ['pending', 'published', true],
    ['pending', 'rejected', true],
    ['published', 'rejected', true],
    ['published', 'pending', false],
    ['rejected', 'published', false],
    ['rejected', 'pending', false],
    ['rejected', 'rejected', false],
    ['published', 'published', false],
  ])('%s -> %s: %s', (from, to, allowed) => expect(canMove(REVIEW_TRANSITIONS, from, to)).toBe(allowed));

  it.each([
    ['held', 'pending'],
    ['published', 'published'],
    ['rejected', 'rejected'],
  ] as const)('the %s queue is stored as %s, and back', (queue, stored) => {
    expect(storedStatusOf(queue)).toBe(stored);
    expect(queueOf(stored)).toBe(queue);
  });
});
