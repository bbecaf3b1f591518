import type { ChannelRegistry } from '@store/core/channels/channel-registry';
import type { LedgerDb } from './sandbox/ledger';
import type { Env } from '../env';
import { liveProvidersFromEnv, type LiveProviders } from './live/live-providers';
import { createPaymentProviders, type PaymentProviders } from './registry';

/**
 * PAYMENTS_MODE=live: the live adapters from the keys and the channels (each brand's accounts), built at start before
 * anything opens, so a secret a channel names but the environment lacks stops the process first; null in sandbox mode.
 */
export function liveProvidersAtStart(
  env: Parameters<typeof liveProvidersFromEnv>[0] & Pick<Env, 'PAYMENTS_MODE'>,
  channels: ChannelRegistry,
): LiveProviders | null {
  return env.PAYMENTS_MODE === 'live' ? liveProvidersFromEnv(env, channels) : null;
}

/**
 * The payment providers, built the same way by the API, the job worker (webhooks) and the separate worker process
 * (reconciliation): the sandbox ones, or in live mode only the live ones with keys (liveProvidersAtStart).
 */
export function paymentProvidersFromEnv(db: LedgerDb, live: LiveProviders | null): PaymentProviders {
  return createPaymentProviders({ db, now: () => new Date(), live: live?.providers });
}
