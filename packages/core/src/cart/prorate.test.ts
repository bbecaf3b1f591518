import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { prorate } from './prorate';

describe('coupon proration: parts always sum to the total, to the cent', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [1000, [50000, 25000, 25000], [500, 250, 250]],
    [7, [0, 0], [0, 0]],
    [20000, [159900, 12900], [18507, 1493]],
    [0, [10, 20], [0, 0]],
  ])('%i over %o -> %o', (total, weights, parts) => {
    expect(prorate(total, weights)).toEqual(parts);
  });

  it('holds for any total and weights (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const parts = prorate(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
          parts.forEach((p, i) => {
            expect(Number.isInteger(p)).toBe(true);
            if (weights[i] === 0) expect(p).toBe(0);
          });
        },
      ),
    );
  });
});
