import { describe, expect, it } from 'vitest';
import { pollWhile } from './poll-while';

/** A clock that only the pauses and the looks move: each look takes `lookMs`, and the look number `freeAt` finds it free. */
async function run(timing: { waitMs: number; pollMs: number; lookMs: number; freeAt?: number; firstBusy?: boolean }) {
  let now = 0;
  let looks = 0;
  const last = await pollWhile(
    timing.firstBusy === false ? 0 : -1,
    (value) => value < 0,
    async () => {
      now += timing.lookMs;
      looks += 1;
      return looks === timing.freeAt ? looks : -1;
    },
    {
      waitMs: timing.waitMs,
      pollMs: timing.pollMs,
      clock: () => now,
      sleep: async (ms) => {
        now += ms;
      },
    },
  );
  return { looks, endedAt: now, last };
}

describe('pollWhile', () => {
  it.each([
    // Instant looks: a look every 50 ms until 200 ms have passed.
    { case: 'instant looks', waitMs: 200, pollMs: 50, lookMs: 0, looks: 4, endedAt: 200, last: -1 },
    // A slow look (a transaction under load) counts: 2 looks, over by one pause and one look at most. A count of pauses
    // (200 / 50 = 4 looks of 150 ms) would have answered after 600 ms.
    { case: 'slow looks', waitMs: 200, pollMs: 50, lookMs: 100, looks: 2, endedAt: 300, last: -1 },
    { case: 'a look slower than the whole wait', waitMs: 200, pollMs: 50, lookMs: 500, looks: 1, endedAt: 550, last: -1 },
    { case: 'free at the second look', waitMs: 200, pollMs: 50, lookMs: 10, freeAt: 2, looks: 2, endedAt: 120, last: 2 },
    { case: 'free from the start', waitMs: 200, pollMs: 50, lookMs: 10, firstBusy: false, looks: 0, endedAt: 0, last: 0 },
  ])('$case: $looks looks, answered at $endedAt ms', async ({ looks, endedAt, last, ...timing }) => {
    expect(await run(timing)).toEqual({ looks, endedAt, last });
  });

  it('waits on the wall clock when given no clock', async () => {
    let looks = 0;
    const started = Date.now();
    await pollWhile(
      true,
      (busy) => busy,
      async () => {
        looks += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        return true;
      },
      { waitMs: 100, pollMs: 10 },
    );
    // Each look lasts at least 40 ms (10 + 30), so at most 3 fit before the 100 ms are past; a count of pauses gives 10.
    expect(looks).toBeLessThanOrEqual(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });
});
