import type { Db } from '../../db/repositories/carts';
import { loadWebhookSecret } from '../../db/repositories/app-secrets';

/**
 * The webhook signing secret, read once: PAYMENT_WEBHOOK_SECRET when set, else (sandbox) the generated one in
 * app_secrets, which every API process and worker on the database shares, so the sandbox's sender and the receiver agree.
 */
export function webhookSecretSource(db: Db, configured?: string): () => Promise<string> {
  let secret: Promise<string> | null = configured ? Promise.resolve(configured) : null;
  return () => {
    secret ??= loadWebhookSecret(db).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
}
