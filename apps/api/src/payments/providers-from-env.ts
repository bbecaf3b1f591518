import type { ChannelRegistry } from '@store/core/channels/channel-registry';
import type { LedgerDb } from './sandbox/ledger';
import type { Env } from '../env';
import { liveProvidersFromEnv, type LiveProviders } from './live/live-providers';
import { createPaymentProviders, type PaymentProviders } from './registry';

/**
 * The payment providers as env configures them, built the same way by the API, the job worker (webhooks) and the
 * separate worker process (reconciliation): the sandbox ones, or with PAYMENTS_MODE=live only the live ones with keys.
 */
export function paymentProvidersFromEnv(
  db: LedgerDb,
  env: Parameters<typeof liveProvidersFromEnv>[0] & Pick<Env, 'PAYMENTS_MODE'>,
  /** The channels: the live providers return the shopper to the brand's channel (return) origin. */
  channels?: ChannelRegistry,
): { providers: PaymentProviders; live: LiveProviders | null } {
  const live = env.PAYMENTS_MODE === 'live' ? liveProvidersFromEnv(env, channels) : null;
  return { providers: createPaymentProviders({ db, now: () => new Date(), live: live?.providers }), live };
}
