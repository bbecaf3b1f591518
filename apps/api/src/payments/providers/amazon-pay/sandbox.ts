import { BRANDS, DEFAULT_AMAZON_PAYMENT_INTENT, type BrandKey } from '@store/core';
import type { LedgerDb } from '../../sandbox/ledger';
import type { PaymentProviderAdapter, ProviderOutcome } from '../../provider';
import {
  amazonPaymentUrl,
  completeAmazonSession,
  findAmazonSession,
  findAmazonSessionByKey,
  findCapturedSessionOf,
  moveAmazonSession,
  setPaymentDetails,
  type AmazonSessionRow,
} from '../../sandbox/amazon-sessions';
import { amazonChargeRefunds } from '../../sandbox/amazon-charges';

/** Where Amazon's payment page returns the buyer: review, with the session and order markers. */
export const AMAZON_RESULT_RETURN_URL = '/checkout/review';

/** A voided unfinished payment: its details and approval withdrawn, so it can never be completed as it was. */
const WITHDRAWN = { buyerApproved: false, chargeAmount: null, currency: null, resultReturnUrl: null, idempotencyKey: null };

/**
 * The one exhaustive switch from Amazon's session states to the store's outcome. An Open session waits
 * for the buyer on Amazon's payment page; a Completed one is a charge of its charge amount (unless refunded).
 */
function outcomeOf(session: AmazonSessionRow): ProviderOutcome {
  switch (session.state) {
    case 'Open':
      return { status: 'requires_action', providerRef: session.id, redirectUrl: amazonPaymentUrl(session.id) };
    case 'Completed':
      if (session.chargeStatus === 'Refunded') return { status: 'failed', providerRef: session.id, reason: 'cancelled' };
      return {
        status: 'succeeded',
        providerRef: session.id,
        amount: session.chargeAmount ?? 0,
        currency: session.currency ?? '',
      };
    case 'Canceled':
      return { status: 'failed', providerRef: session.id, reason: 'cancelled' };
  }
}

/** The session a payment of this order may use: this brand, this shopper session, for no other order. */
function usable(session: AmazonSessionRow | null, ref: { sessionHash?: string; orderId: string }): session is AmazonSessionRow {
  if (session === null) return false;
  if (ref.sessionHash !== undefined && session.sessionHash !== ref.sessionHash) return false;
  return session.merchantReference === null || session.merchantReference === ref.orderId;
}

/**
 * Amazon Pay (Wallet checkout session) on the sandbox Amazon service: the payment token is the checkout
 * session id. charge() checks the session (Open, this brand and shopper session, a shipping address in the store's
 * country), sets its payment details to the order's server total and answers Amazon's payment page; confirm()
 * completes an approved session (Completed, charge amount = order total) or reads a completed one (the newer API's
 * client completes it itself). A repeated charge or confirm answers the same session: one charge per session.
 */
export function amazonPayProvider(deps: { db: LedgerDb; now: () => Date }): PaymentProviderAdapter {
  return {
    name: 'sandboxAmazonPay',
    async charge(request) {
      const session = await findAmazonSession(deps.db, request.brand, request.paymentToken);
      if (!usable(session, request) || !session.signedIn) return { status: 'invalid_token' };
      if (session.state !== 'Open') return outcomeOf(session);
      const storeCountry = BRANDS[request.brand as BrandKey]?.region;
      if (session.shippingAddress?.countryCode !== storeCountry)
        return { status: 'failed', providerRef: session.id, reason: 'declined' };
      const details = {
        paymentIntent: session.paymentIntent ?? DEFAULT_AMAZON_PAYMENT_INTENT,
        amount: request.amount,
        currency: request.currency,
        merchantReference: request.orderId,
        resultReturnUrl: AMAZON_RESULT_RETURN_URL,
        idempotencyKey: request.idempotencyKey,
      };
      const updated = await setPaymentDetails(deps.db, session, details, deps.now());
      return outcomeOf(updated ?? (await findAmazonSession(deps.db, request.brand, session.id)) ?? session);
    },
    async confirm(ref) {
      const session = await findAmazonSession(deps.db, ref.brand, ref.providerRef);
      if (!usable(session, ref) || session.merchantReference !== ref.orderId) return { status: 'invalid_token' };
      // One charge per order: another session of it already charged is the order's payment. Checked before, and after
      // a completion that did not happen: the unique index let another session of the order capture at the same instant.
      const lost = { status: 'failed', providerRef: session.id, reason: 'cancelled' } as const;
      const chargedElsewhere = async () => {
        const charged = await findCapturedSessionOf(deps.db, ref.brand, ref.orderId);
        return charged !== null && charged.id !== session.id;
      };
      if (await chargedElsewhere()) return lost;
      const completed = await completeAmazonSession(deps.db, session, deps.now());
      if (completed) return outcomeOf(completed);
      if (await chargedElsewhere()) return lost;
      return outcomeOf((await findAmazonSession(deps.db, ref.brand, session.id)) ?? session);
    },
    async retrieve(ref) {
      const session = await findAmazonSessionByKey(deps.db, ref.brand, ref.idempotencyKey);
      return session ? outcomeOf(session) : { status: 'not_found' };
    },
    async void(ref) {
      // Only the attempt that set the payment details may undo them: a new attempt of the same order replaces the old
      // one first and then charges the same session, which must stay Open for it.
      const session = await findAmazonSession(deps.db, ref.brand, ref.providerRef);
      if (session?.idempotencyKey !== ref.idempotencyKey) return;
      const now = deps.now();
      if (session.state === 'Open') await moveAmazonSession(deps.db, session, 'Open', WITHDRAWN, now);
      else if (session.state === 'Completed')
        await moveAmazonSession(deps.db, session, 'Completed', { chargeStatus: 'Refunded' }, now);
    },
    ...amazonChargeRefunds(deps),
  };
}
