import { ok, type AmazonCheckoutSession, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { sessionView } from '../../payments/sandbox/amazon-sessions';
import { ownSession, type AmazonApiVersion } from './own-session';

/** GET /amazonpay/session/{id} and /amazonpay/v2/sessions/{id}: the shopper's own session, or 404. */
export async function getSession(
  ctx: RequestContext,
  input: { sessionHash: string; id: string; version: AmazonApiVersion },
  deps: Pick<Deps, 'db'>,
): Promise<Result<AmazonCheckoutSession>> {
  const own = await ownSession(ctx, input, deps);
  return own.ok ? ok(sessionView(own.value)) : own;
}
