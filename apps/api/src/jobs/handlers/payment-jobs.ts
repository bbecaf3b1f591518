import { z } from 'zod';
import type { PaymentProviders } from '../../payments/registry';
import { PAYMENT_JOB_TYPES } from '../../payments/webhooks/job-types';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../../payments/webhooks/signature';
import { settleWebhookEvent } from '../../use-cases/payments/settle-webhook-event';
import type { JobHandlers } from '../worker';

const settlePayload = z.object({
  brand: z.string().min(1),
  provider: z.string().min(1),
  eventId: z.string().min(1),
  providerRef: z.string().min(1),
  orderId: z.string().min(1),
});
const deliveryPayload = z.object({
  brand: z.string().min(1),
  provider: z.string().min(1),
  event: z.object({ id: z.string(), type: z.string(), data: z.object({ providerRef: z.string(), orderId: z.string() }) }),
});

/** A delivery that takes longer is abandoned and retried (well within the job lease). */
const DELIVERY_TIMEOUT_MS = 10_000;

export interface PaymentJobDeps {
  payments: PaymentProviders;
  /** The signing secret shared with the receiver (payments/webhooks/secret.ts). */
  webhookSecret: () => Promise<string>;
  /** Where the sandbox's webhook for a provider goes: SANDBOX_WEBHOOK_URL/<provider>. */
  sandboxWebhookUrl: (provider: string) => string;
  fetch?: typeof fetch;
}

/**
 * The payment engine's jobs. payment.webhook settles a received event with its provider; one that names a
 * payment still being charged by a live request throws, so the queue retries it with back-off (the reconciliation
 * takes it after the lease anyway). payment.sandbox-webhook is the sandbox provider's outgoing webhook: a signed POST,
 * any answer but 2xx retried by the queue.
 */
export function paymentJobHandlers(deps: PaymentJobDeps): JobHandlers {
  const send = deps.fetch ?? fetch;
  return {
    [PAYMENT_JOB_TYPES.settleWebhookEvent]: async (payload, { db, now }) => {
      const event = settlePayload.parse(payload);
      const settled = await settleWebhookEvent({ db, now: () => now, payments: deps.payments }, event);
      if (settled === 'in-flight') throw new Error(`payment of order ${event.orderId} is still being charged; retried`);
    },
    [PAYMENT_JOB_TYPES.deliverSandboxWebhook]: async (payload, { now }) => {
      const { brand, provider, event } = deliveryPayload.parse(payload);
      const body = JSON.stringify(event);
      const signature = signWebhook(await deps.webhookSecret(), body, Math.floor(now.getTime() / 1000));
      const res = await send(deps.sandboxWebhookUrl(provider), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-brand': brand, [WEBHOOK_SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`webhook ${event.id} to ${provider} answered ${res.status}`);
    },
  };
}
