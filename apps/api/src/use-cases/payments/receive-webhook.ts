import { z } from 'zod';
import { err, ok, safeId, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { enqueueJob } from '../../db/repositories/jobs';
import { markWebhookEventProcessed, recordWebhookEvent, type NewWebhookEvent } from '../../db/repositories/payment-webhooks';
import { providerFor } from '../../payments/registry';
import { verifyWebhookSignature } from '../../payments/webhooks/signature';
import { PAYMENT_JOB_TYPES } from '../../payments/webhooks/job-types';
import type { WebhookEventJob } from './settle-webhook-event';

/**
 * A received event is settled this long after it arrived: the shopper's own return from the provider's page usually
 * settles the payment first, so the webhook (the safety net for a closed tab) rarely races it.
 */
export const WEBHOOK_SETTLE_DELAY_MS = 10_000;

/** Unknown fields are dropped; safe text only (no NUL or lone surrogate), so what is stored can be stored. */
const eventSchema = z.object({
  id: safeId(255),
  type: safeId(100),
  data: z.object({ providerRef: safeId(255), orderId: safeId(64) }),
});

/**
 * Sandbox event types only recorded, never settled: a refund's outcome is already the refunds row the store wrote
 * from the provider's answer (as the live Stripe path records `charge.refunded`), so the event is stored and marked
 * processed at once; every other type settles the payment it names.
 */
const RECORDED_ONLY_TYPES: ReadonlySet<string> = new Set(['payment.refunded']);

export interface WebhookInput {
  provider: string;
  signature: string | undefined;
  rawBody: Buffer;
}

/**
 * POST /payments/webhooks/{provider}: an event is accepted only from a provider the brand offers, with a valid
 * signature of its raw body (under the secret the brand's channel names for the provider, else the process's); it is
 * stored once per (provider, event id) and, in the same transaction, queued for settling, or marked processed when only
 * recorded (RECORDED_ONLY_TYPES); a redelivery answers 200 and queues nothing. Nothing is stored for a refused request.
 */
export async function receiveWebhook(
  ctx: RequestContext,
  input: WebhookInput,
  deps: Pick<Deps, 'db' | 'now' | 'payments' | 'channelWebhookSecret'> & { webhookSecret: () => Promise<string> },
): Promise<Result<{ received: true; duplicate: boolean }>> {
  if (!providerFor(deps.payments, ctx.brandConfig, input.provider))
    return err('BAD_REQUEST', `Unknown payment provider ${input.provider.slice(0, 40)}`);
  const now = deps.now();
  // The brand's own account signs with the secret its channel names; the others with the process's secret.
  const secret = deps.channelWebhookSecret?.(ctx.brand, input.provider) ?? (await deps.webhookSecret());
  const refusal = verifyWebhookSignature(secret, input.signature, input.rawBody, Math.floor(now.getTime() / 1000));
  if (refusal) return err('BAD_REQUEST', refusal);
  const parsed = eventSchema.safeParse(parseJson(input.rawBody));
  if (!parsed.success) return err('BAD_REQUEST', 'Invalid webhook event: expected { id, type, data: { providerRef, orderId } }');
  const event = parsed.data;
  const job: WebhookEventJob = { brand: ctx.brand, provider: input.provider, eventId: event.id, ...event.data };
  const stored = { provider: input.provider, eventId: event.id, type: event.type, payload: event };
  const fresh = await storeWebhookEvent(deps.db, stored, RECORDED_ONLY_TYPES.has(event.type) ? null : job, now);
  return ok({ received: true, duplicate: !fresh });
}

/**
 * An event is stored once per (provider, event id) and, in the same transaction, its settling queued (`job`), or, for an
 * event only recorded (`job` null), marked processed: false for a redelivery, which queues nothing.
 */
export async function storeWebhookEvent(
  db: Deps['db'],
  event: NewWebhookEvent,
  job: WebhookEventJob | null,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, event, now))) return false;
    if (!job) {
      await markWebhookEventProcessed(tx, event.provider, event.eventId, now);
      return true;
    }
    await enqueueJob(tx, {
      type: PAYMENT_JOB_TYPES.settleWebhookEvent,
      key: `webhook:${event.provider}:${event.eventId}`,
      payload: { ...job },
      runAt: new Date(now.getTime() + WEBHOOK_SETTLE_DELAY_MS),
    });
    return true;
  });
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}
