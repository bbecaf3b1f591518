import { and, eq, inArray } from 'drizzle-orm';
import { payments } from '../schema';
import type { Db } from './carts';
import type { PaymentRow } from './payments';

/**
 * The attempt a live gateway's event names, among the brand's attempts of the gateway's providers: by the provider's
 * reference, else by the attempt key the payment carries (an attempt whose answer was never written has no reference).
 */
export async function findAttemptOfGatewayEvent(
  db: Db,
  event: { brand: string; providers: readonly string[]; providerRef: string; attemptKey: string | null },
): Promise<PaymentRow | null> {
  if (event.providers.length === 0) return null;
  const scope = and(eq(payments.brand, event.brand), inArray(payments.provider, [...event.providers]));
  const [byRef] = await db
    .select()
    .from(payments)
    .where(and(scope, eq(payments.providerRef, event.providerRef)))
    .limit(1);
  if (byRef || event.attemptKey === null) return byRef ?? null;
  const [byKey] = await db
    .select()
    .from(payments)
    .where(and(scope, eq(payments.idempotencyKey, event.attemptKey)))
    .limit(1);
  return byKey ?? null;
}
