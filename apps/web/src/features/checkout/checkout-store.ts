import type { CheckoutStep } from '@store/core/checkout/navigation';
import type { PaymentProvider } from '@store/core/enums';
import { providerFlow } from '@store/core/payments/provider-flows';
import { fetchRemoteToken } from '../../lib/api/remote-token';
import type { Cart } from '../../lib/api/cart-schema';
import type { SddInfo } from '../../lib/api/delivery';
import type { Order } from '../../lib/api/orders';
import {
  clearSavedCheckout,
  effectivePermissions,
  emptySavedCheckout,
  readSavedCheckout,
  writeSavedCheckout,
  type CheckoutAddress,
  type Permissions,
  type SavedCheckout,
} from './checkout-storage';
import { initialModals, type CheckoutModals } from './checkout-modals-state';
import { keptPaymentExpiry, readKeptPayment, writeKeptPayment, type KeptPayment } from './payment/kept-payment';

/** "Checkout state". Fields the steps of later issues fill (taxes, delivery, wallet prices) start empty. */
export interface CheckoutState {
  cart: Cart | null;
  remoteToken: string | null;
  /** The cart the token was issued for and when it stops being valid (ms since epoch). */
  remoteTokenCartId: string | null;
  remoteTokenExpiresAt: number;
  order: Order | null;
  orderId: string | null;
  shippingAddress: CheckoutAddress | null;
  billingAddress: CheckoutAddress | null;
  differentBilling: boolean;
  permissions: Permissions;
  paymentProvider: PaymentProvider | null;
  deliveryOption: string | null;
  loading: boolean;
  isValidationPending: boolean;
  isZipMismatched: boolean;
  isRegionBlacklisted: boolean;
  isStripeValid: boolean;
  taxesUpdated: boolean;
  withMattressRemoval: boolean;
  splitItNumberOfPayments: number;
  wgsPrices: { basePrice: number; discountedPrice: number } | null;
  /** The cart has white glove and the shipping state has no crews ('WGS is not available for this state.'). */
  wgsUnavailable: boolean;
  /** Same-day delivery for the shipping ZIP, as the delivery options answer it (null until they have). */
  sddInfo: SddInfo | null;
  modals: CheckoutModals;
  preventAddingCoupon: boolean;
  gtmCouponOverride: string | null;
  isCouponEventFired: boolean;
  isExpressPaymentSuccess: boolean;
  paymentToken: string | null;
  /** The last four digits of the card billing tokenized, for the review summary (null for none). */
  cardLast4: string | null;
  /** Until when billing's payment is kept for a reload (ms since epoch; 0 when billing has not passed). */
  paymentExpiresAt: number;
  unavailablePaymentProviders: readonly PaymentProvider[];
  submitted: { shipping: boolean; billing: boolean };
  walletSessionId: string | null;
  extendModalTriggered: boolean;
  /** The step shown last (saved, so a reload knows the "previous step"), and the step an in-app move is going to. */
  lastStep: CheckoutStep | null;
  pendingMove: CheckoutStep | null;
  /** The step the entry rules accepted for this page view (the frame shows it). */
  shownStep: CheckoutStep | null;
  /** Saved data was read (the first client render has not read it yet: it matches the server render). */
  hydrated: boolean;
}

/** Instalments default to 12. */
const DEFAULT_INSTALMENTS = 12;

export const initialCheckoutState: CheckoutState = {
  cart: null,
  remoteToken: null,
  remoteTokenCartId: null,
  remoteTokenExpiresAt: 0,
  order: null,
  orderId: null,
  shippingAddress: null,
  billingAddress: null,
  differentBilling: false,
  permissions: { sendEmail: true, sendSMS: false },
  paymentProvider: null,
  deliveryOption: null,
  loading: false,
  isValidationPending: false,
  isZipMismatched: false,
  isRegionBlacklisted: false,
  isStripeValid: false,
  taxesUpdated: false,
  withMattressRemoval: false,
  splitItNumberOfPayments: DEFAULT_INSTALMENTS,
  wgsPrices: null,
  wgsUnavailable: false,
  sddInfo: null,
  modals: initialModals,
  preventAddingCoupon: false,
  gtmCouponOverride: null,
  isCouponEventFired: false,
  isExpressPaymentSuccess: false,
  paymentToken: null,
  cardLast4: null,
  paymentExpiresAt: 0,
  unavailablePaymentProviders: [],
  submitted: { shipping: false, billing: false },
  walletSessionId: null,
  extendModalTriggered: false,
  lastStep: null,
  pendingMove: null,
  shownStep: null,
  hydrated: false,
};

export type RemoteTokenAction = 'fetch' | 'clear' | 'keep';

/** A remote token is saved while the cart has items (fetched again for another cart or once expired) and cleared when it is empty. */
export function remoteTokenAction(cart: Cart | null, state: CheckoutState, now: number): RemoteTokenAction {
  if (cart === null || cart.items.length === 0) return state.remoteToken === null ? 'keep' : 'clear';
  const current = state.remoteToken !== null && state.remoteTokenCartId === cart.id && now < state.remoteTokenExpiresAt;
  return current ? 'keep' : 'fetch';
}

/** What the brand decides before anything is stored (brand registry data, passed by the checkout layout). */
export interface CheckoutDefaults {
  permissions: Permissions;
  paymentProvider: PaymentProvider;
}

let state: CheckoutState = initialCheckoutState;
const listeners = new Set<() => void>();

function storage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : (window[kind] ?? null);
  } catch {
    return null;
  }
}

/** Billing's payment as this tab keeps it: only once billing passed and until it expires. */
function keptPart(s: CheckoutState, now: number): KeptPayment | null {
  if (!s.submitted.billing || s.paymentProvider === null || !(now < s.paymentExpiresAt)) return null;
  // A card is paid with its token: a card choice without one (a refused payment spent it) has nothing to keep.
  if (providerFlow(s.paymentProvider).flow === 'card' && s.paymentToken === null) return null;
  return { provider: s.paymentProvider, token: s.paymentToken, last4: s.cardLast4, expiresAt: s.paymentExpiresAt };
}

/** The part of the state kept in browser storage. */
export function savedPart(s: CheckoutState): SavedCheckout {
  return {
    data: {
      shippingAddress: s.shippingAddress,
      billingAddress: s.billingAddress,
      differentBilling: s.differentBilling,
      permissions: s.permissions,
      paymentProvider: s.paymentProvider,
      splitItNumberOfPayments: s.splitItNumberOfPayments,
      lastStep: s.lastStep,
    },
    withMattressRemoval: s.withMattressRemoval,
    isExpressPaymentSuccess: s.isExpressPaymentSuccess,
    orderId: s.orderId,
    extendModalTriggered: s.extendModalTriggered,
    walletSessionId: s.walletSessionId,
  };
}

/** Applies a change, saves what browser storage keeps (once the saved data was read, so defaults never overwrite it) and tells the hooks. */
export function updateCheckout(next: Partial<CheckoutState>): void {
  state = { ...state, ...next };
  const store = storage();
  if (state.hydrated && store !== null) {
    try {
      writeSavedCheckout(store, savedPart(state));
    } catch {
      // Storage full or disabled: the checkout still works for this page view.
    }
  }
  const session = storage('sessionStorage');
  if (state.hydrated && session !== null) writeKeptPayment(session, keptPart(state, Date.now()));
  for (const listener of listeners) listener();
}

/** Reads the saved checkout once per page (a reload keeps what was typed); stored permissions win over the brand's. */
export function hydrateCheckout(defaults: CheckoutDefaults): void {
  if (state.hydrated) return;
  const store = storage();
  const saved = store === null ? emptySavedCheckout : readSavedCheckout(store);
  const lastStep = saved.data.lastStep as CheckoutStep | null;
  const paymentProvider = saved.data.paymentProvider ?? defaults.paymentProvider;
  const session = storage('sessionStorage');
  const kept = session === null ? null : readKeptPayment(session, Date.now());
  state = {
    ...state,
    shippingAddress: saved.data.shippingAddress,
    billingAddress: saved.data.billingAddress,
    differentBilling: saved.data.differentBilling,
    permissions: effectivePermissions(saved.data.permissions, defaults.permissions),
    paymentProvider,
    splitItNumberOfPayments: saved.data.splitItNumberOfPayments,
    ...(kept !== null && kept.provider === paymentProvider ? restoredPayment(kept) : {}),
    withMattressRemoval: saved.withMattressRemoval,
    isExpressPaymentSuccess: saved.isExpressPaymentSuccess,
    orderId: saved.orderId,
    extendModalTriggered: saved.extendModalTriggered,
    walletSessionId: saved.walletSessionId,
    lastStep,
    hydrated: true,
  };
  for (const listener of listeners) listener();
}

/** A reload of review (or Back then Forward) finds billing passed, with the same token, while it is kept. */
function restoredPayment(kept: KeptPayment): Partial<CheckoutState> {
  return {
    paymentToken: kept.token,
    cardLast4: kept.last4,
    paymentExpiresAt: kept.expiresAt,
    isStripeValid: kept.token !== null && providerFlow(kept.provider).flow === 'card',
    submitted: { ...state.submitted, billing: true },
  };
}

/**
 * Billing passed: the provider, its token (null for a provider that approves after Place order) and the card's last
 * digits, kept for this tab until the token expires (its provider's expiry when it named one, capped).
 */
export function billingPassed(
  payment: { provider: PaymentProvider; token: string | null; last4: string | null; tokenExpiresAt: number | null },
  also: Partial<CheckoutState> = {},
): void {
  updateCheckout({
    ...also,
    paymentProvider: payment.provider,
    paymentToken: payment.token,
    cardLast4: payment.last4,
    paymentExpiresAt: keptPaymentExpiry(Date.now(), payment.tokenExpiresAt),
    submitted: { ...state.submitted, billing: true },
  });
}

/** Subscribes to checkout state changes (useSyncExternalStore). */
export function subscribeCheckout(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current checkout state. */
export function checkoutSnapshot(): CheckoutState {
  return state;
}

/** "The checkout store can reset while keeping the cart": everything else returns to its start, saved data too. */
export function resetKeepingCart(defaults: CheckoutDefaults): void {
  const { cart, remoteToken, remoteTokenCartId, remoteTokenExpiresAt, extendModalTriggered } = state;
  const store = storage();
  if (store !== null) clearSavedCheckout(store);
  state = {
    ...initialCheckoutState,
    cart,
    remoteToken,
    remoteTokenCartId,
    remoteTokenExpiresAt,
    extendModalTriggered,
    permissions: defaults.permissions,
    paymentProvider: defaults.paymentProvider,
  };
  updateCheckout({ hydrated: true });
}

/** "After any change ... the checkout state is updated": the cart is stored, then the remote token saved or cleared. */
export async function syncCheckoutCart(cart: Cart | null): Promise<void> {
  updateCheckout({ cart });
  const action = remoteTokenAction(cart, state, Date.now());
  if (action === 'clear') updateCheckout({ remoteToken: null, remoteTokenCartId: null, remoteTokenExpiresAt: 0 });
  if (action !== 'fetch' || cart === null) return;
  try {
    const token = await fetchRemoteToken(cart.id);
    if (state.cart?.id !== cart.id) return;
    updateCheckout({
      remoteToken: token.remoteToken,
      remoteTokenCartId: cart.id,
      remoteTokenExpiresAt: Date.now() + token.expiresIn * 1000,
    });
  } catch {
    // The token only speeds up a later remote-controlled checkout; the cart itself is unaffected.
  }
}
