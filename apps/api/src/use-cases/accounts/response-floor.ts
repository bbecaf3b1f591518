import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Answers that must not tell a known email from an unknown one (sign-up, sign-in link, password reset) take at least
 * this long: the known path's extra writes (a token, an email job) finish well inside it, so both answers leave at
 * the same time. (better-auth pads its own verification-email request the same way.)
 */
export const ACCOUNT_RESPONSE_FLOOR_MS = 350;

/** Runs `work`, then waits out the rest of the floor: the answer's timing does not depend on the path taken. */
export async function withResponseFloor<T>(work: () => Promise<T>, floorMs = ACCOUNT_RESPONSE_FLOOR_MS): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const remaining = floorMs - (performance.now() - started);
    if (remaining > 0) await sleep(remaining);
  }
}
