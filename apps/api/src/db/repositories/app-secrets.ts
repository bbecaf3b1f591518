import { eq } from 'drizzle-orm';
import { newSecret } from '../../ids';
import { appSecrets } from '../schema';
import type { Db } from './carts';

/**
 * A server secret by name, created from the CSPRNG on first use. Every process on the database reads the same one
 * (the first insert wins, a concurrent one does nothing), so several API processes agree without configuration.
 */
async function loadOrCreateSecret(db: Db, name: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: newSecret() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing after insert`);
  return row.value;
}

/** The key that signs session cookies. */
export const loadSessionKey = (db: Db): Promise<string> => loadOrCreateSecret(db, 'session-cookie');

/** The key that signs braintree client tokens (GET /braintree/tokens), apart from the cookie key. */
export const loadClientTokenKey = (db: Db): Promise<string> => loadOrCreateSecret(db, 'braintree-client-token');
/** The sandbox's webhook signing secret (when PAYMENT_WEBHOOK_SECRET is unset): sender and receiver read the same one. */
export const loadWebhookSecret = (db: Db): Promise<string> => loadOrCreateSecret(db, 'payment-webhook');
/** better-auth's secret (accounts/auth.ts derives one per brand from it): signs its cookies and email-verification tokens. */
export const loadAuthSecret = (db: Db): Promise<string> => loadOrCreateSecret(db, 'better-auth');
