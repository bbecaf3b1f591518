import { BRANDS, type BrandKey } from '@store/core';
import type { Database } from '../../src/db/client';
import { createPaymentProviders } from '../../src/payments/registry';
import { beginAttempt } from '../../src/use-cases/payments/begin-attempt';
import { sandboxTaxProvider } from '../../src/tax/sandbox-tax';

/**
 * What a process killed mid-payment leaves: the attempt recorded `processing` (first transaction), and, when `charged`,
 * the provider's charge under its key, but never the second transaction. Returns the attempt.
 */
export async function abandonedAttempt(
  db: Database,
  input: { brand?: BrandKey; sessionHash: string; orderId: string; paymentToken: string },
  charged: boolean,
) {
  const brand = input.brand ?? 'nestwood';
  const deps = {
    db,
    now: () => new Date(),
    payments: createPaymentProviders({ db, now: () => new Date() }),
    tax: sandboxTaxProvider(),
  };
  const ctx = { brand, brandConfig: BRANDS[brand], clientAddress: '127.0.0.1' };
  const start = await beginAttempt(ctx, input, deps);
  if (start.kind !== 'charge') throw new Error(`expected a charge to start, got ${start.kind}`);
  if (charged)
    await start.provider.charge({
      brand,
      sessionHash: input.sessionHash,
      orderId: start.order.id,
      amount: start.order.totalAmount,
      currency: start.order.currency,
      paymentToken: input.paymentToken,
      idempotencyKey: start.attempt.idempotencyKey,
    });
  return start.attempt;
}
