import type braintree from 'braintree';
import { z } from 'zod';
import { safeId } from '@store/core';
import type { EventPayment, VerifiedEvent, WebhookRefusal, WebhookVerifier } from '../webhooks/verifier';

export const BRAINTREE_MISSING_FIELDS = 'Expected a form with bt_signature and bt_payload';
export const BRAINTREE_INVALID_SIGNATURE = 'bt_signature does not match bt_payload';
export const BRAINTREE_INVALID_EVENT = 'Invalid Braintree notification';

/**
 * What the store does with each Braintree notification kind: a transaction's settlement (or its decline) settles the
 * attempt, whose state is then read from the gateway. Any other kind (`check`, disputes, ...) is acknowledged only.
 */
export const BRAINTREE_KIND_ACTIONS: Readonly<Partial<Record<braintree.WebhookNotificationKind, EventPayment['action']>>> = {
  transaction_settled: 'settle',
  transaction_settlement_declined: 'settle',
};

const transactionSchema = z.object({ id: safeId(255), orderId: safeId(255).optional().catch(undefined) });

/**
 * A verified Braintree notification in the store's terms. Braintree gives notifications no id: the kind and the
 * transaction id are the event's id, so a redelivery (a new timestamp, the same news) is one event.
 */
export function braintreeEventOf(
  notification: Pick<braintree.WebhookNotification, 'kind'> & { transaction?: unknown },
): VerifiedEvent | WebhookRefusal {
  const kind = String(notification.kind);
  const action = Object.hasOwn(BRAINTREE_KIND_ACTIONS, kind)
    ? BRAINTREE_KIND_ACTIONS[kind as braintree.WebhookNotificationKind]
    : undefined;
  if (!action) return { id: kind, type: kind, payment: null };
  const transaction = transactionSchema.safeParse(notification.transaction);
  if (!transaction.success) return { invalid: BRAINTREE_INVALID_EVENT };
  const { id, orderId } = transaction.data;
  return { id: `${kind}:${id}`, type: kind, payment: { providerRef: id, attemptKey: orderId ?? null, action } };
}

/**
 * POST /payments/webhooks/braintree: the form Braintree posts (`bt_signature`, `bt_payload`), checked and parsed by
 * the SDK's `webhookNotification.parse` with the gateway's key pair (BRAINTREE_PUBLIC_KEY / BRAINTREE_PRIVATE_KEY):
 * one gateway signs for every brand.
 */
export function braintreeWebhookVerifier(options: {
  gateway: braintree.BraintreeGateway;
  providers: WebhookVerifier['providers'];
}): WebhookVerifier {
  return {
    providers: options.providers,
    mediaType: 'application/x-www-form-urlencoded',
    async verify({ rawBody }) {
      const form = new URLSearchParams(rawBody.toString('utf8'));
      const signature = form.get('bt_signature');
      const payload = form.get('bt_payload');
      if (!signature || !payload) return { invalid: BRAINTREE_MISSING_FIELDS };
      let notification: braintree.WebhookNotification;
      try {
        notification = await options.gateway.webhookNotification.parse(signature, payload);
      } catch (error) {
        // The SDK refuses a signature with InvalidSignatureError; anything else is a signed payload it cannot read.
        const signatureRefused = error instanceof Error && error.name === 'invalidSignatureError';
        return { invalid: signatureRefused ? BRAINTREE_INVALID_SIGNATURE : BRAINTREE_INVALID_EVENT };
      }
      return braintreeEventOf(notification);
    },
    challenge(value) {
      // The SDK's verify (untyped in @types/braintree): `<public key>|<HMAC-SHA1 of the challenge>`; a non-hex one throws.
      const gateway = options.gateway.webhookNotification as unknown as { verify(challenge: string): string };
      try {
        return gateway.verify(value);
      } catch {
        return null;
      }
    },
  };
}
