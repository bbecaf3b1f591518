import type { Deps } from '../../context';
import { findAttemptForEvent } from '../../db/repositories/payment-attempts';
import { markWebhookEventProcessed } from '../../db/repositories/payment-webhooks';
import { PROCESSING_LEASE_MS } from './begin-attempt';
import { finishAttempt, voidOrphan } from './finish-attempt';
import { providerNamed } from './provider-named';
import { reconcileAttempt } from './reconcile-attempt';

/** What a received webhook event asks the queue to settle (the route checked its signature and stored it once). */
export interface WebhookEventJob {
  brand: string;
  provider: string;
  eventId: string;
  providerRef: string;
  orderId: string;
}

export type WebhookSettlement = 'settled' | 'ignored' | 'in-flight';

/**
 * Webhooks: the event only says "look at this payment"; its state is read from the provider (`retrieve`),
 * never taken from the payload, so events out of order or repeated end in the same state. The attempt is found by
 * (brand, provider reference) of that provider and order: anything else (another brand's reference, an unknown one)
 * is ignored. An attempt waiting for the shopper whose approval the provider holds is confirmed (the shopper approved,
 * then closed the tab): confirm is idempotent at the provider like every call. An attempt still `processing` within
 * its lease belongs to the request running it; past the lease it is reconciled.
 */
export async function settleWebhookEvent(
  deps: Pick<Deps, 'db' | 'now' | 'payments'>,
  event: WebhookEventJob,
): Promise<WebhookSettlement> {
  const settlement = await settle(deps, event);
  if (settlement !== 'in-flight') await markWebhookEventProcessed(deps.db, event.provider, event.eventId, deps.now());
  return settlement;
}

async function settle(deps: Pick<Deps, 'db' | 'now' | 'payments'>, event: WebhookEventJob): Promise<WebhookSettlement> {
  const provider = providerNamed(deps.payments, event.provider);
  const attempt = provider ? await findAttemptForEvent(deps.db, event) : null;
  if (!provider || !attempt || attempt.orderId !== event.orderId) return 'ignored';
  if (attempt.status === 'processing') {
    if (deps.now().getTime() - attempt.updatedAt.getTime() < PROCESSING_LEASE_MS) return 'in-flight';
    await reconcileAttempt(deps, attempt, provider);
    return 'settled';
  }
  const ref = { brand: attempt.brand, orderId: attempt.orderId, idempotencyKey: attempt.idempotencyKey };
  let outcome = await provider.retrieve({ ...ref, providerRef: attempt.providerRef });
  // Not the provider's payment for this attempt: the event is about something else.
  if (outcome.status === 'not_found' || outcome.status === 'invalid_token') return 'ignored';
  if (attempt.status === 'requires_action' && outcome.status === 'requires_action')
    outcome = await provider.confirm({ ...ref, providerRef: outcome.providerRef });
  const { toVoid } = await finishAttempt(deps, attempt, outcome);
  if (toVoid) await voidOrphan(provider, attempt, toVoid);
  return 'settled';
}
