import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { payments, sandboxPaymentIntents } from '../../src/db/schema';
import type { Shopper } from './shopper';

/** The sandbox test cards. */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  insufficientFunds: '4000 0000 0000 9995',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
} as const;

/** What the hosted field does on tokenize: the card goes to the sandbox, the shopper gets a token. */
export async function tokenize(shopper: Shopper, number: string, expiry = '12 / 34', cvc = '123'): Promise<string> {
  const res = await shopper.call('POST', '/sandbox/card/tokens', { number, expiry, cvc });
  if (res.statusCode !== 200) throw new Error(`tokenize failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { result: { token: string } }).result.token;
}

/** POST /orders/{id}/payment as the shopper (its cookies), with an optional Idempotency-Key. */
export function pay(
  app: FastifyInstance,
  shopper: Shopper,
  orderId: string,
  body: unknown,
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/orders/${orderId}/payment`,
    headers: {
      'x-brand': shopper.brand,
      'content-type': 'application/json',
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    cookies: Object.fromEntries(shopper.jar),
    remoteAddress: shopper.address,
    payload: JSON.stringify(body),
  });
}

/** The order's payment rows and the sandbox's succeeded intents (its charges). */
export async function chargesOf(db: Database, orderId: string) {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId));
  const charges = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(and(eq(sandboxPaymentIntents.orderId, orderId), eq(sandboxPaymentIntents.status, 'succeeded')));
  return { payments: rows, succeeded: rows.filter((p) => p.status === 'succeeded'), charges };
}
