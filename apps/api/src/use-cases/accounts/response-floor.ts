import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Answers that must not tell a known email from an unknown one (sign-up, sign-in link, password reset) take at least
 * this long: the known path's extra writes (a token, an email job) finish well inside it, so both answers leave at
 * the same time. (better-auth pads its own verification-email request the same way.)
 */
export const ACCOUNT_RESPONSE_FLOOR_MS = 350;

/** The clock the floor is read on and the pause it waits with; the wall clock's unless a test gives its own. */
export interface FloorClock {
  now(): number;
  sleep(ms: number): Promise<unknown>;
}
const WALL_CLOCK: FloorClock = { now: () => performance.now(), sleep };

/** Runs `work`, then waits out the rest of the floor, also when `work` fails: the answer's timing does not depend on the path taken. */
export async function withResponseFloor<T>(
  work: () => Promise<T>,
  floorMs = ACCOUNT_RESPONSE_FLOOR_MS,
  clock: FloorClock = WALL_CLOCK,
): Promise<T> {
  const started = clock.now();
  try {
    return await work();
  } finally {
    const remaining = floorMs - (clock.now() - started);
    if (remaining > 0) await clock.sleep(remaining);
  }
}
