import type { Database } from '../db/client';
import type { Env } from '../env';
import { sandboxMailTransport, smtpMailTransport } from '../email/transport';
import { httpMessagingClient, sandboxMessagingClient } from '../messaging/messaging-client';
import { jobHandlers } from './handlers';
import { relayOutbox } from './outbox-relay';
import { createWorker, type JobLog, type JobWorker } from './worker';

/**
 * The job worker as env configures it: SMTP when SMTP_URL is set (else the sandbox mailbox), the live messaging
 * provider when ATTENTIVE_API_URL and ATTENTIVE_API_KEY are set (else the sandbox recorder), and the outbox relay
 * before every claim. Used by the API process (env WORKER, default on) and by src/worker/main.ts.
 */
export function createJobWorker(
  db: Database,
  env: Pick<Env, 'SMTP_URL' | 'ATTENTIVE_API_URL' | 'ATTENTIVE_API_KEY'>,
  log: JobLog,
): JobWorker {
  const mail = env.SMTP_URL ? smtpMailTransport(env.SMTP_URL) : sandboxMailTransport;
  const messaging =
    env.ATTENTIVE_API_URL && env.ATTENTIVE_API_KEY
      ? httpMessagingClient(env.ATTENTIVE_API_URL, env.ATTENTIVE_API_KEY)
      : sandboxMessagingClient((data, message) => log.info(data, message));
  return createWorker({ db, log, handlers: jobHandlers({ mail, messaging }), beforeClaim: (now) => relayOutbox(db, now) });
}
