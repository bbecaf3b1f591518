import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The shopper session that asked for an account email, for the sandbox mailbox. better-auth calls our email
 * callbacks (auth.ts) from inside `auth.api.*` without our request, so the route runs the call inside this scope and
 * `queueAccountEmail` reads it. Only the sandbox mailbox uses it, and only for reserved example addresses
 * (core isSandboxReadableAddress).
 */
const requester = new AsyncLocalStorage<string>();

/** Runs `work` with `sessionHash` as the requester of any account email it queues. */
export function asMailRequester<T>(sessionHash: string, work: () => Promise<T>): Promise<T> {
  return requester.run(sessionHash, work);
}

/** The requesting session of the account email being queued, if a route set one. */
export function currentMailRequester(): string | null {
  return requester.getStore() ?? null;
}
