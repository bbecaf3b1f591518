import {
  afterSessionCompletion,
  EMPTY_AMAZON_SESSION_MESSAGE,
  FAILED_TO_COMPLETE_ORDER_MESSAGE,
  walletSessionAction,
  type AmazonAddress,
  type AmazonChargeAmount,
  type AmazonCheckoutSession,
  type WalletSessionContext,
} from '@store/core/payments/amazon-pay-session';
import { formatPhone } from '@store/core/checkout/phone';
import type { CheckoutAddress } from '../../checkout-storage';

/** A return from Amazon's pages (its query markers): the session, and the order once payment details were set. */
export interface WalletReturn {
  sessionId: string;
  orderId: string | null;
}

/** The Amazon Pay markers of a return to review, or null. */
export function readWalletReturn(query: URLSearchParams): WalletReturn | null {
  const sessionId = query.get('amazonCheckoutSessionId') ?? '';
  if (sessionId === '') return null;
  const orderId = query.get('orderId') ?? '';
  return { sessionId, orderId: orderId === '' ? null : orderId };
}

/** The calls a wallet return makes (the API client in the page, fakes in tests). */
export interface WalletReturnDeps {
  getSession(id: string): Promise<AmazonCheckoutSession>;
  completeSession(id: string, chargeAmount: AmazonChargeAmount): Promise<AmazonCheckoutSession>;
}

export type WalletReturnOutcome =
  /** Back from sign-in: the buyer's address fills the shipping address; payment comes at Place order. */
  | { kind: 'signed-in'; address: CheckoutAddress }
  /** The session is Completed (or approved, first version): pay the order with it. */
  | { kind: 'pay'; orderId: string }
  /** Back from the payment page without approving: Place order sends the buyer there again. */
  | { kind: 'waiting' }
  /** The stored session is cleared and the message shown; `cancelled` when the buyer canceled at Amazon. */
  | { kind: 'failed'; message: string; cancelled: boolean };

/** Amazon's address as the checkout's shipping address (the buyer's email with it; the phone as the form shows it). */
export function checkoutAddressOf(address: AmazonAddress, email: string | undefined): CheckoutAddress {
  return {
    fullName: address.name,
    line1: address.addressLine1,
    line2: address.addressLine2,
    city: address.city,
    state: address.stateOrRegion,
    zip: address.postalCode,
    phone: formatPhone(address.phoneNumber),
    ...(email === undefined ? {} : { email }),
  };
}

/**
 * Wallet checkout session on a return: reads the session and follows core's rules (walletSessionAction). A
 * session that cannot be read counts as empty ('Empty amazonCheckoutSession object'); the newer version's completion
 * that fails or leaves the session other than Completed is 'Failed to complete order'.
 */
export async function resolveWalletReturn(
  ret: WalletReturn,
  ctx: WalletSessionContext,
  deps: WalletReturnDeps,
): Promise<WalletReturnOutcome> {
  const session = await deps.getSession(ret.sessionId).catch(() => null);
  let action = walletSessionAction(session, ctx);
  if (action.kind === 'complete-session') {
    const { chargeAmount } = action;
    const completed = await deps.completeSession(ret.sessionId, chargeAmount).catch(() => null);
    action = afterSessionCompletion(completed);
  }
  const orderId = ret.orderId ?? session?.merchantReference ?? null;
  switch (action.kind) {
    case 'clear':
      return { kind: 'failed', message: action.message, cancelled: session?.statusDetails.state === 'Canceled' };
    case 'complete-order':
      return orderId === null
        ? { kind: 'failed', message: EMPTY_AMAZON_SESSION_MESSAGE, cancelled: false }
        : { kind: 'pay', orderId };
    case 'complete-session':
      return { kind: 'failed', message: FAILED_TO_COMPLETE_ORDER_MESSAGE, cancelled: false };
    case 'set-details-and-redirect':
      if (ret.orderId !== null || session?.shippingAddress == null) return { kind: 'waiting' };
      return { kind: 'signed-in', address: checkoutAddressOf(session.shippingAddress, session.buyer?.email) };
  }
}
