import { err, ok, type MessagingSubscription, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { enqueueJob } from '../../db/repositories/jobs';
import { insertMessagingConsent } from '../../db/repositories/messaging-consents';
import { JOB_TYPES } from '../../jobs/outbox-relay';

/** Subscriptions per client address in the window: a checkout sends one; a script sending hundreds is refused. */
const LIMIT = 10;
const WINDOW_MS = 10 * 60 * 1000;

/**
 * With SMS consent, email and phone go to the messaging service on the storefronts that have one (brand
 * registry `messaging`). The consent row and its delivery job are written in one transaction, so a consent is never
 * recorded without being delivered, nor delivered without being recorded. externalIdentifiers.clientUserId is the
 * signed-in account's id (request.account), whatever the body says.
 */
export async function subscribeToMessaging(
  ctx: RequestContext,
  input: MessagingSubscription & { accountUserId: string | null },
  deps: Pick<Deps, 'db' | 'stores' | 'wakeJobs'>,
): Promise<Result<{ subscribed: true }>> {
  if (!ctx.brandConfig.messaging) return err('NOT_FOUND', 'Messaging is not available for this store');
  const limit = await deps.stores.rateLimiter.hit(`messaging:address:${ctx.clientAddress}`, LIMIT, WINDOW_MS);
  if (!limit.allowed)
    return {
      ok: false,
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many requests, please try again later',
        retryAfterSeconds: limit.retryAfterSeconds,
      },
    };
  await deps.db.transaction(async (tx) => {
    const consentId = await insertMessagingConsent(tx, {
      brand: ctx.brand,
      email: input.user.email,
      phone: input.user.phone,
      // The user id is the signed-in account's, from the session; a client-sent one is never
      // trusted (a guest has no user id, and a signed-in shopper cannot name another).
      clientUserId: input.accountUserId,
    });
    await enqueueJob(tx, {
      type: JOB_TYPES.deliverMessagingConsent,
      key: `messaging:${consentId}`,
      payload: { consentId, brand: ctx.brand },
    });
  });
  deps.wakeJobs?.();
  return ok({ subscribed: true });
}
