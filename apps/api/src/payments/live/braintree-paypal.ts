import braintree from 'braintree';
import type { PaymentProvider } from '@store/core';
import { fromDecimalAmount, toDecimalAmount } from '@store/core/payments/decimal-amount';
import type { PaymentProviderAdapter, PaymentRef, ProviderOutcome } from '../provider';
import { braintreeRefunds } from './braintree-refunds';
import { searchByOrderId } from './braintree-search';
import { ProviderPendingError, reviewReturnPath } from './live-outcome';

export interface BraintreeGatewayConfig {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  environment: 'sandbox' | 'production';
  /** Tests only (BRAINTREE_API_HOST): a local double of the gateway, e.g. http://127.0.0.1:4999. */
  apiHost?: string | undefined;
}

/** The official SDK's gateway for Braintree's own sandbox or production (tests build one on a local Environment). */
export function createBraintreeGateway(config: BraintreeGatewayConfig): braintree.BraintreeGateway {
  const target = config.apiHost ? new URL(config.apiHost) : null;
  const environment = target
    ? new braintree.Environment(
        target.hostname,
        target.port,
        target.origin,
        target.protocol === 'https:',
        target.hostname,
        target.port,
      )
    : config.environment === 'production'
      ? braintree.Environment.Production
      : braintree.Environment.Sandbox;
  const { merchantId, publicKey, privateKey } = config;
  return new braintree.BraintreeGateway({ environment, merchantId, publicKey, privateKey });
}

/** Braintree's processor response code for insufficient funds (the rest of 2000-2999 are declines). */
const INSUFFICIENT_FUNDS_CODE = '2001';

/** A charge whose amount cannot be read exactly: never equal to an order total, so the engine voids it. */
const UNREADABLE_AMOUNT = -1;

/**
 * The one exhaustive switch from Braintree's transaction statuses to the store's outcome. A sale is
 * submitted for settlement at once, so `submitted_for_settlement` and later are the charge; `authorized` (not
 * submitted) waits for confirm(), as Stripe's `requires_capture` does.
 */
export function braintreeOutcome(
  transaction: braintree.Transaction,
  order: { provider: PaymentProvider; orderId: string },
): ProviderOutcome {
  const status = transaction.status;
  switch (status) {
    case 'submitted_for_settlement':
    case 'settlement_pending':
    case 'settling':
    case 'settlement_confirmed':
    case 'settled': {
      const currency = transaction.currencyIsoCode.toUpperCase();
      const amount = fromDecimalAmount(transaction.amount, currency) ?? UNREADABLE_AMOUNT;
      return { status: 'succeeded', providerRef: transaction.id, amount, currency };
    }
    case 'authorized':
      return {
        status: 'requires_action',
        providerRef: transaction.id,
        redirectUrl: reviewReturnPath(order.provider, order.orderId, transaction.id),
      };
    case 'processor_declined': {
      const insufficient = transaction.processorResponseCode === INSUFFICIENT_FUNDS_CODE;
      return { status: 'failed', providerRef: transaction.id, reason: insufficient ? 'insufficient_funds' : 'declined' };
    }
    case 'gateway_rejected':
    case 'failed':
    case 'settlement_declined':
      return { status: 'failed', providerRef: transaction.id, reason: 'declined' };
    case 'authorization_expired':
    case 'voided':
      return { status: 'failed', providerRef: transaction.id, reason: 'cancelled' };
    case 'authorizing':
      throw new ProviderPendingError(`braintree: transaction ${transaction.id} is authorizing`);
    default:
      throw new Error(`braintree: unknown transaction status ${String(status)}`);
  }
}

/** Validation errors that mean the PayPal nonce is unknown, spent or unusable: the shopper must approve again. */
const isNonceError = (error: braintree.ValidationError): boolean =>
  /payment_?method_?nonce/i.test(error.attribute) || error.code === '91565' || error.code === '93107';

/** The statuses of a sale that took the money (submitted for settlement or later). */
const SETTLING: ReadonlySet<braintree.TransactionStatus> = new Set([
  'submitted_for_settlement',
  'settlement_pending',
  'settling',
  'settlement_confirmed',
  'settled',
]);

export interface BraintreePaypalOptions {
  gateway: braintree.BraintreeGateway;
  provider: Extract<PaymentProvider, 'paypal' | 'paypalCredit'>;
  /** The merchant account per currency (a Braintree account settles in one currency); absent: the default account. */
  merchantAccounts?: Partial<Record<string, string>>;
  /** The merchant account per brand (its channel's `merchantAccountId`), before the one of the currency. */
  brandAccounts?: Partial<Record<string, string>>;
}

/** The merchant account of a brand's payment: the brand's own, else the currency's; undefined: the default account. */
export function merchantAccountFor(
  accounts: Pick<BraintreePaypalOptions, 'merchantAccounts' | 'brandAccounts'>,
  brand: string,
  currency: string,
): string | undefined {
  return accounts.brandAccounts?.[brand] ?? accounts.merchantAccounts?.[currency.toUpperCase()];
}

/**
 * Live mode: PayPal and PayPal Credit through Braintree, with the official SDK. Braintree has no
 * idempotency-key header; exactly once holds because (1) the store records the attempt before any call, (2) the sale's
 * `orderId` is the attempt's key, and (3) charge() and retrieve() first search transactions by that orderId: a retried
 * or reconciled attempt finds the sale it already made instead of making another.
 */
export function braintreePaypalProvider(options: BraintreePaypalOptions): PaymentProviderAdapter {
  const { gateway, provider } = options;
  const attemptSale = async (ref: Pick<PaymentRef, 'idempotencyKey'>): Promise<braintree.Transaction | null> => {
    // Only sales: a refund (credit) of the sale may carry the same orderId.
    const found = (await searchByOrderId(gateway, ref.idempotencyKey)).filter((t) => t.type === 'sale');
    return found.find((t) => SETTLING.has(t.status)) ?? found[0] ?? null;
  };
  return {
    name: 'braintreePaypal',
    async charge(request) {
      const outcome = (t: braintree.Transaction) => braintreeOutcome(t, { provider, orderId: request.orderId });
      const earlier = await attemptSale(request);
      if (earlier) return outcome(earlier);
      const merchantAccountId = merchantAccountFor(options, request.brand, request.currency);
      const result = await gateway.transaction.sale({
        amount: toDecimalAmount(request.amount, request.currency),
        paymentMethodNonce: request.paymentToken,
        orderId: request.idempotencyKey,
        ...(merchantAccountId && { merchantAccountId }),
        options: { submitForSettlement: true },
      });
      // A processor or gateway decline comes back unsuccessful but with its transaction.
      if (result.transaction) return outcome(result.transaction);
      if (result.errors.deepErrors().some(isNonceError)) return { status: 'invalid_token' };
      throw new Error(`braintree: sale refused: ${result.message}`);
    },
    async confirm(ref) {
      const outcome = (t: braintree.Transaction) => braintreeOutcome(t, { provider, orderId: ref.orderId });
      const transaction = await gateway.transaction.find(ref.providerRef).catch(() => null);
      // Only the sale made under this very attempt can be confirmed by it.
      if (!transaction || transaction.orderId !== ref.idempotencyKey) return { status: 'invalid_token' };
      if (transaction.status !== 'authorized') return outcome(transaction);
      const settled = await gateway.transaction.submitForSettlement(transaction.id);
      return outcome(settled.transaction ?? transaction);
    },
    async retrieve(ref) {
      const transaction = ref.providerRef ? await gateway.transaction.find(ref.providerRef) : await attemptSale(ref);
      return transaction ? braintreeOutcome(transaction, { provider, orderId: ref.orderId }) : { status: 'not_found' };
    },
    async void(ref) {
      const transaction = await gateway.transaction.find(ref.providerRef);
      switch (transaction.status) {
        case 'authorized':
        case 'submitted_for_settlement':
          await gateway.transaction.void(transaction.id);
          return;
        case 'settlement_pending':
        case 'authorizing':
          // Neither voidable nor refundable yet: the caller retries the void later.
          throw new ProviderPendingError(`braintree: cannot void transaction ${transaction.id} in status ${transaction.status}`);
        case 'settling':
        case 'settled':
        case 'settlement_confirmed':
          await gateway.transaction.refund(transaction.id);
          return;
        case 'authorization_expired':
        case 'failed':
        case 'gateway_rejected':
        case 'processor_declined':
        case 'settlement_declined':
        case 'voided':
          // Nothing was taken, or it was given back already.
          return;
      }
    },
    ...braintreeRefunds(gateway),
  };
}

/**
 * GET /braintree/tokens in live mode: a client token from the gateway for the storefront's PayPal button, for the
 * merchant account the brand's sales go to (its channel's, else its currency's).
 */
export function braintreeClientTokens(
  gateway: braintree.BraintreeGateway,
  merchantAccounts: Partial<Record<string, string>> = {},
  brandAccounts: Partial<Record<string, string>> = {},
): (currency: string, brand: string) => Promise<string> {
  return async (currency, brand) => {
    const merchantAccountId = merchantAccountFor({ merchantAccounts, brandAccounts }, brand, currency);
    const result = await gateway.clientToken.generate(merchantAccountId ? { merchantAccountId } : {});
    if (!result.success) throw new Error(`braintree: client token refused: ${result.message}`);
    return result.clientToken;
  };
}
