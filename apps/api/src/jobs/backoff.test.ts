import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

describe('job retries back off exponentially with jitter (retried with back-off)', () => {
  it.each([
    [1, 0, 1_000],
    [1, 0.999999, 2_000],
    [2, 0, 2_000],
    [3, 0.5, 6_000],
    [5, 0, 16_000],
    [30, 0, 30 * 60 * 1000],
    [30, 0.99, 3_582_000],
  ])('attempt %i with random %f waits %i ms', (attempt, random, expected) => {
    expect(retryDelayMs(attempt, random)).toBe(expected);
  });
});
