import type { IncomingHttpHeaders } from 'node:http';
import { err, ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findAttemptOfGatewayEvent } from '../../db/repositories/webhook-attempts';
import { providerFor } from '../../payments/registry';
import type { WebhookVerifier } from '../../payments/webhooks/verifier';
import { storeWebhookEvent } from './receive-webhook';
import type { WebhookEventJob } from './settle-webhook-event';

export interface LiveWebhookInput {
  /** The path's segment (`stripe`, `braintree`): names the gateway in refusals. */
  gateway: string;
  verifier: WebhookVerifier;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
}

/**
 * POST /payments/webhooks/{gateway}: a live gateway's event, verified as the gateway signs it, for a brand offering
 * one of the gateway's providers. An event naming an attempt of the brand is stored once per (the attempt's provider,
 * event id) and its settling queued in the same transaction, through the same settle path as every webhook (a refund is
 * only recorded); a redelivery is a 200 duplicate. An event naming no attempt of the brand (another brand's endpoint
 * on a shared account gets it, or nothing of ours), or of a type the store does not act on, is acknowledged and stored
 * nowhere. Nothing is stored for a refused request.
 */
export async function receiveLiveWebhook(
  ctx: RequestContext,
  input: LiveWebhookInput,
  deps: Pick<Deps, 'db' | 'now' | 'payments'>,
): Promise<Result<{ received: true; duplicate: boolean }>> {
  const { verifier } = input;
  if (!verifier.providers.some((provider) => providerFor(deps.payments, ctx.brandConfig, provider)))
    return err('BAD_REQUEST', `Unknown payment provider ${input.gateway}`);
  const verified = await verifier.verify({ headers: input.headers, rawBody: input.rawBody, brand: ctx.brand });
  if ('invalid' in verified) return err('BAD_REQUEST', verified.invalid);
  const acknowledged = ok({ received: true as const, duplicate: false });
  if (!verified.payment) return acknowledged;
  const { providerRef, attemptKey, action } = verified.payment;
  const query = { brand: ctx.brand, providers: verifier.providers, providerRef, attemptKey };
  const attempt = await findAttemptOfGatewayEvent(deps.db, query);
  if (!attempt) return acknowledged;
  const job: WebhookEventJob = {
    brand: ctx.brand,
    provider: attempt.provider,
    eventId: verified.id,
    providerRef,
    orderId: attempt.orderId,
  };
  const payload = { id: verified.id, type: verified.type, data: { providerRef, attemptKey, orderId: attempt.orderId } };
  const stored = { provider: attempt.provider, eventId: verified.id, type: verified.type, payload };
  const fresh = await storeWebhookEvent(deps.db, stored, action === 'settle' ? job : null, deps.now());
  return ok({ received: true, duplicate: !fresh });
}
