import type { BrandKey } from '@store/core';

/** What the messaging service receives (user email and phone, externalIdentifiers.clientUserId). */
export interface MessagingSubscriber {
  brand: BrandKey;
  email: string;
  phone: string;
  clientUserId: string | null;
}

export interface MessagingClient {
  kind: 'sandbox' | 'live';
  deliver(subscriber: MessagingSubscriber): Promise<void>;
}

/**
 * The default: nothing leaves the machine. The consent row (messaging_consents, delivered_at set by the job) is the
 * record of what would have been sent, and the log line says so.
 */
export const sandboxMessagingClient = (log: (data: object, message: string) => void): MessagingClient => ({
  kind: 'sandbox',
  async deliver(subscriber) {
    log({ brand: subscriber.brand, clientUserId: subscriber.clientUserId }, 'messaging sandbox: subscription recorded');
  },
});

/**
 * Live mode (env ATTENTIVE_API_URL and ATTENTIVE_API_KEY): one POST per subscriber with the body. A non-2xx
 * answer or a time-out fails the job, which is retried with back-off.
 */
export function httpMessagingClient(url: string, apiKey: string, fetchImpl: typeof fetch = fetch): MessagingClient {
  return {
    kind: 'live',
    async deliver(subscriber) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({
          user: { email: subscriber.email, phone: subscriber.phone },
          externalIdentifiers: { clientUserId: subscriber.clientUserId },
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`messaging provider answered ${response.status}`);
    },
  };
}
