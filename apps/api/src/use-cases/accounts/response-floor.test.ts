import { describe, expect, it } from 'vitest';
import { ACCOUNT_RESPONSE_FLOOR_MS, withResponseFloor } from './response-floor';

/** How much earlier than performance.now() a timer may end (the event loop's clock is in whole milliseconds). */
const TIMER_ROUNDING_MS = 3;

/** A clock that only the work and the pause move: the work takes `workMs` and then answers or fails. */
async function run(timing: { floorMs?: number; workMs: number; fails?: boolean }) {
  let now = 0;
  const pauses: number[] = [];
  const clock = {
    now: () => now,
    sleep: async (ms: number) => {
      pauses.push(ms);
      now += ms;
    },
  };
  const outcome = await withResponseFloor(
    async () => {
      now += timing.workMs;
      if (timing.fails) throw new Error('the work failed');
      return 'answer';
    },
    timing.floorMs,
    clock,
  ).catch((error: Error) => `threw: ${error.message}`);
  return { outcome, pauses, answeredAt: now };
}

describe('withResponseFloor', () => {
  it.each([
    // Given no floor, the accounts' 350 ms.
    { case: 'quick work, the default floor', workMs: 20, outcome: 'answer', pauses: [330], answeredAt: 350 },
    { case: 'quick work', floorMs: 200, workMs: 50, outcome: 'answer', pauses: [150], answeredAt: 200 },
    { case: 'work longer than the floor', floorMs: 200, workMs: 260, outcome: 'answer', pauses: [], answeredAt: 260 },
    { case: 'work of exactly the floor', floorMs: 200, workMs: 200, outcome: 'answer', pauses: [], answeredAt: 200 },
    // A failure leaves at the floor too, then is thrown: its timing says nothing either.
    {
      case: 'failing work',
      floorMs: 200,
      workMs: 30,
      fails: true,
      outcome: 'threw: the work failed',
      pauses: [170],
      answeredAt: 200,
    },
    { case: 'no floor (a test app)', floorMs: 0, workMs: 30, outcome: 'answer', pauses: [], answeredAt: 30 },
  ])('$case: answered at $answeredAt ms', async ({ outcome, pauses, answeredAt, ...timing }) => {
    expect(await run(timing)).toEqual({ outcome, pauses, answeredAt });
  });

  it('is 350 ms for the accounts', () => {
    expect(ACCOUNT_RESPONSE_FLOOR_MS).toBe(350);
  });

  it('waits on the wall clock when given no clock', async () => {
    const started = performance.now();
    expect(await withResponseFloor(async () => 'answer', 60)).toBe('answer');
    // Node's timers run on the event loop's millisecond clock, read when the loop turns: a pause can end a millisecond
    // or two before performance.now() has moved that far (58.99 ms was seen in CI).
    expect(performance.now() - started).toBeGreaterThanOrEqual(60 - TIMER_ROUNDING_MS);
  });
});
