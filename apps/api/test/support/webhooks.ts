import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client';
import { loadWebhookSecret } from '../../src/db/repositories/app-secrets';
import { paymentJobHandlers } from '../../src/jobs/handlers/payment-jobs';
import { createWorker } from '../../src/jobs/worker';
import { createPaymentProviders, type PaymentProviders } from '../../src/payments/registry';
import { signWebhook } from '../../src/payments/webhooks/signature';
import { WEBHOOK_SETTLE_DELAY_MS } from '../../src/use-cases/payments/receive-webhook';
import { quietLog } from './test-app';
import { CARDS, pay, tokenize } from './payments';
import type { Shopper } from './shopper';

export interface WebhookEvent {
  id: string;
  type: string;
  data: { providerRef: string; orderId: string };
}

/** POST /payments/webhooks/{provider} as a provider sends it: the raw body signed now (or as the options say). */
export async function postWebhook(
  app: FastifyInstance,
  db: Database,
  provider: string,
  event: WebhookEvent | string,
  options: { brand?: string; signature?: string | null; timestamp?: number; secret?: string; body?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = options.body ?? (typeof event === 'string' ? event : JSON.stringify(event));
  const secret = options.secret ?? (await loadWebhookSecret(db));
  const signed = typeof event === 'string' ? event : JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? signWebhook(secret, signed, options.timestamp ?? Math.floor(Date.now() / 1000))
      : options.signature;
  return app.inject({
    method: 'POST',
    url: `/payments/webhooks/${provider}`,
    headers: {
      'content-type': 'application/json',
      'x-brand': options.brand ?? 'nestwood',
      ...(signature === null ? {} : { 'webhook-signature': signature }),
    },
    payload: body,
  });
}

/** fetch as the sandbox's sender uses it, answered by the app (no socket). */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const res = await app.inject({
      method: 'POST',
      url: new URL(String(input)).pathname,
      headers: init?.headers as Record<string, string>,
      payload: String(init?.body ?? ''),
    });
    return new Response(res.body, { status: res.statusCode });
  }) as typeof fetch;
}

/**
 * The payment jobs as the worker runs them, on a clock past the webhook's settle delay; the sandbox's webhooks go
 * to this app. `drain` runs until nothing is due.
 */
export function paymentWorker(
  app: FastifyInstance,
  db: Database,
  options: { payments?: PaymentProviders; now?: () => Date; fetch?: typeof fetch } = {},
) {
  const now = options.now ?? (() => new Date(Date.now() + WEBHOOK_SETTLE_DELAY_MS + 1_000));
  const worker = createWorker({
    db,
    log: quietLog,
    now,
    random: () => 0,
    handlers: paymentJobHandlers({
      payments: options.payments ?? createPaymentProviders({ db, now }),
      webhookSecret: () => loadWebhookSecret(db),
      sandboxWebhookUrl: (provider) => `http://127.0.0.1:9/payments/webhooks/${provider}`,
      fetch: options.fetch ?? injectFetch(app),
    }),
  });
  return {
    worker,
    drain: async () => {
      let total = 0;
      for (let n = await worker.runOnce(); n > 0; n = await worker.runOnce()) total += n;
      return total;
    },
  };
}

/** A 3-D Secure payment waiting for the shopper: its order and intent id (the provider's reference). */
export async function waitingPayment(app: FastifyInstance, s: Shopper, orderId: string): Promise<string> {
  const res = await pay(app, s, orderId, { paymentToken: await tokenize(s, CARDS.threeDSecure) });
  const { result } = res.json();
  if (result?.paymentStatus !== 'requires_action') throw new Error(`expected requires_action, got ${res.body}`);
  return String(result.redirectUrl).split('/').pop()!;
}

/** The shopper's button on the sandbox bank's 3-D Secure page (a form post from the storefront's origin). */
export function answer3ds(app: FastifyInstance, brand: string, intent: string, button: 'approve' | 'cancel') {
  return app.inject({
    method: 'POST',
    url: `/sandbox/card/3ds/${intent}/${button}`,
    headers: {
      'x-brand': brand,
      origin: `http://${brand}.localhost:3000`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: '',
  });
}
