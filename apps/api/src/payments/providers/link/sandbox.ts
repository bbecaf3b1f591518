import type { LedgerDb } from '../../sandbox/ledger';
import type { PaymentProviderAdapter, PaymentRef } from '../../provider';
import { findLedgerRow, findLedgerRowByKey, type LedgerRow } from '../../sandbox/ledger';
import { sandboxRedirectProvider, type RedirectSandboxSpec } from '../../sandbox/redirect-provider';
import { WALLET_TOKEN_PREFIX } from '../../sandbox/wallet-store';
import { expressWalletProvider } from '../../sandbox/express-wallet';
import { STRIPE_REDIRECT_LIFECYCLE, stripeIntentOutcome, type StripeIntentStatus } from '../../sandbox/stripe-intent-status';

/** Link (Stripe's saved payment details) chosen on billing: the shopper approves with Link on its page. */
export const linkSandbox: RedirectSandboxSpec<StripeIntentStatus> = {
  provider: 'link',
  displayName: 'Link',
  lifecycle: STRIPE_REDIRECT_LIFECYCLE,
  outcomeOf: stripeIntentOutcome,
};

/** A ledger row the one-click sheet opened (the express wallet marks its rows with the wallet's name). */
const isOneClick = (row: LedgerRow | null): boolean => (row?.details as { wallet?: unknown } | null)?.wallet === 'link';

/**
 * Link in the sandbox, both ways it pays: one click from the express sheet (its single-use sheet token, as an express
 * wallet) or, chosen on billing, approval on Link's page after Place order (REDIRECT_START_TOKEN, then the return's
 * reference). charge() tells them apart by the token; the later calls by the ledger row the payment opened.
 */
export function linkProvider(deps: { db: LedgerDb; now: () => Date }): PaymentProviderAdapter {
  const oneClick = expressWalletProvider(deps, 'link');
  const redirect = sandboxRedirectProvider(deps, linkSandbox);
  const byKey = async (ref: PaymentRef) =>
    isOneClick(await findLedgerRowByKey(deps.db, ref.brand, ref.idempotencyKey)) ? oneClick : redirect;
  const byRef = async (ref: PaymentRef & { providerRef: string }) =>
    isOneClick(await findLedgerRow(deps.db, ref.brand, ref.providerRef, 'link')) ? oneClick : redirect;
  return {
    name: 'sandboxLink',
    charge: (request) => (request.paymentToken.startsWith(WALLET_TOKEN_PREFIX) ? oneClick : redirect).charge(request),
    confirm: async (ref) => (await byRef(ref)).confirm(ref),
    retrieve: async (ref) => (await byKey(ref)).retrieve(ref),
    void: async (ref) => (await byRef(ref)).void(ref),
    // Both ways keep a payment in Link's ledger rows and capture it as `succeeded`: one refund serves both.
    refund: async (request) => (await byRef(request.payment)).refund(request),
    retrieveRefund: async (ref) => (await byRef(ref.payment)).retrieveRefund(ref),
  };
}
