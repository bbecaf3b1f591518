import type { ExpressWallet } from '@store/core';
import type { LedgerDb } from './ledger';
import type { PaymentProviderAdapter, ProviderOutcome } from '../provider';
import { findLedgerRow, findLedgerRowByKey, moveLedgerRow, openLedgerRow, type LedgerRow } from './ledger';
import { ledgerRefunds } from './ledger-refunds';
import { spendWalletToken } from './wallet-store';

/**
 * The wallet's own statuses, as a Stripe PaymentIntent confirmed with a wallet's payment method reports them: a
 * sheet token either captures at once or the card is refused (`requires_payment_method`); `canceled` is a payment
 * given up, `refunded` a captured one given back (void).
 */
export type WalletIntentStatus = 'succeeded' | 'requires_payment_method' | 'canceled' | 'refunded';

/** The one exhaustive switch from the wallet's statuses to the store's outcome. */
function outcomeOf(intent: LedgerRow): ProviderOutcome {
  const status = intent.status as WalletIntentStatus;
  switch (status) {
    case 'succeeded':
      return { status: 'succeeded', providerRef: intent.id, amount: intent.amount, currency: intent.currency };
    case 'requires_payment_method':
      return { status: 'failed', providerRef: intent.id, reason: 'declined' };
    case 'canceled':
    case 'refunded':
      return { status: 'failed', providerRef: intent.id, reason: 'cancelled' };
  }
}

/**
 * An express wallet in the sandbox (Google Pay, Apple Pay, the payment request button, Link's sheet): the sheet's single-use token
 * is spent once, for the wallet, brand and session that made it, and the payment is one ledger row under the attempt's
 * key (a repeated key answers that row without spending anything). A wallet never asks for 3-D Secure here.
 */
export function expressWalletProvider(deps: { db: LedgerDb; now: () => Date }, provider: ExpressWallet): PaymentProviderAdapter {
  return {
    name: `sandboxWallet:${provider}`,
    async charge(request) {
      const replay = await findLedgerRowByKey(deps.db, request.brand, request.idempotencyKey);
      if (replay) return outcomeOf(replay);
      const now = deps.now();
      const owner = { brand: request.brand, sessionHash: request.sessionHash, provider };
      const token = await spendWalletToken(deps.db, request.paymentToken, owner, now);
      if (!token) return { status: 'invalid_token' };
      const status: WalletIntentStatus = token.decision === 'pay' ? 'succeeded' : 'requires_payment_method';
      const { row } = await openLedgerRow(
        deps.db,
        {
          brand: request.brand,
          provider,
          orderId: request.orderId,
          idempotencyKey: request.idempotencyKey,
          amount: request.amount,
          currency: request.currency,
          last4: token.last4,
          status,
          details: { wallet: provider },
        },
        now,
      );
      return outcomeOf(row);
    },
    async confirm(ref) {
      // Nothing waits for the shopper after a sheet: confirming only reads the payment.
      const intent = await findLedgerRow(deps.db, ref.brand, ref.providerRef, provider);
      return intent && intent.orderId === ref.orderId ? outcomeOf(intent) : { status: 'invalid_token' };
    },
    async retrieve(ref) {
      const intent = await findLedgerRowByKey(deps.db, ref.brand, ref.idempotencyKey);
      return intent ? outcomeOf(intent) : { status: 'not_found' };
    },
    async void(ref) {
      const intent = await findLedgerRow(deps.db, ref.brand, ref.providerRef, provider);
      if (intent?.status === 'succeeded') await moveLedgerRow(deps.db, intent.id, 'succeeded', 'refunded', deps.now());
    },
    ...ledgerRefunds(deps, { provider, captured: 'succeeded' satisfies WalletIntentStatus }),
  };
}
