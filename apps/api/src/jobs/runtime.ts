import type { ChannelRegistry } from '@store/core/channels/channel-registry';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { sandboxMailTransport, smtpMailTransport } from '../email/transport';
import { httpMessagingClient, sandboxMessagingClient } from '../messaging/messaging-client';
import type { PaymentProviders } from '../payments/registry';
import { webhookSecretSource } from '../payments/webhooks/secret';
import { jobHandlers } from './handlers';
import { paymentJobHandlers } from './handlers/payment-jobs';
import { relayOutbox } from './outbox-relay';
import { createWorker, type JobLog, type JobWorker } from './worker';

/**
 * The job worker as env configures it: SMTP when SMTP_URL is set (else the sandbox mailbox), the live messaging
 * provider when ATTENTIVE_API_URL and ATTENTIVE_API_KEY are set (else the sandbox recorder), the payment jobs (webhooks
 * settled, the sandbox's webhooks sent to SANDBOX_WEBHOOK_URL or this host's API_PORT), and the outbox relay before
 * every claim. Emails link to each brand's channel origin (else STOREFRONT_ORIGIN). Used by the API process (env WORKER, default on) and by src/worker/main.ts.
 */
export function createJobWorker(
  db: Database,
  env: Pick<
    Env,
    'SMTP_URL' | 'ATTENTIVE_API_URL' | 'ATTENTIVE_API_KEY' | 'PAYMENT_WEBHOOK_SECRET' | 'SANDBOX_WEBHOOK_URL' | 'API_PORT'
  >,
  log: JobLog,
  providers: PaymentProviders,
  /** The channels read at start (channels/read-channels.ts): emails link to the brand's channel origin. */
  channels: ChannelRegistry,
): JobWorker {
  const mail = env.SMTP_URL ? smtpMailTransport(env.SMTP_URL) : sandboxMailTransport;
  const messaging =
    env.ATTENTIVE_API_URL && env.ATTENTIVE_API_KEY
      ? httpMessagingClient(env.ATTENTIVE_API_URL, env.ATTENTIVE_API_KEY)
      : sandboxMessagingClient((data, message) => log.info(data, message));
  const payments = paymentJobHandlers({
    payments: providers,
    webhookSecret: webhookSecretSource(db, env.PAYMENT_WEBHOOK_SECRET),
    sandboxWebhookUrl: (provider) =>
      `${env.SANDBOX_WEBHOOK_URL ?? `http://127.0.0.1:${env.API_PORT}/payments/webhooks`}/${encodeURIComponent(provider)}`,
  });
  const handlers = { ...jobHandlers({ mail, messaging, channels }), ...payments };
  return createWorker({ db, log, handlers, beforeClaim: (now) => relayOutbox(db, now) });
}
