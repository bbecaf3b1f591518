import type { PaymentProvider } from '../enums';
import { providersWhere, RETURN_MARKERS } from '../payments/provider-manifests';
import { DESKTOP_MIN_WIDTH } from '../breakpoints';
import { isCheckoutPage, normalizePath } from '../pages';

/** "Checkout": the steps in order, the success step last. */
export const CHECKOUT_STEPS = ['cart', 'shipping', 'billing', 'review', 'success'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The page path of each step. */
export const CHECKOUT_STEP_PATHS: Readonly<Record<CheckoutStep, string>> = {
  cart: '/checkout/cart',
  shipping: '/checkout/shipping',
  billing: '/checkout/billing',
  review: '/checkout/review',
  success: '/checkout/success',
};

/** The step a path shows, or null outside the checkout steps (query and trailing slash ignored). */
export function stepForPath(path: string): CheckoutStep | null {
  const normalized = normalizePath(path);
  return CHECKOUT_STEPS.find((step) => CHECKOUT_STEP_PATHS[step] === normalized) ?? null;
}

/** A path is a checkout page when it contains the word checkout (core's one rule, `pages.ts`). */
export const isCheckoutPath = isCheckoutPage;

/**
 * Query markers a return from an external payment provider carries: the order, the card intent's client secret and
 * every provider's return marker (the manifests' `returnMarker`, the card intent's by default).
 */
export const PROVIDER_RETURN_MARKERS: readonly string[] = ['orderId', 'payment_intent_client_secret', ...RETURN_MARKERS];

/** The query of a URL, as URLSearchParams or a plain record (Next.js searchParams). */
export type QueryLike = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function queryHas(query: QueryLike, name: string): boolean {
  if (query instanceof URLSearchParams) return (query.get(name) ?? '') !== '';
  const value = query[name];
  return typeof value === 'string' ? value !== '' : Array.isArray(value) && value.length > 0;
}

/** True when the query carries a provider return marker (validation then never redirects away). */
export function hasProviderReturnMarker(query: QueryLike): boolean {
  return PROVIDER_RETURN_MARKERS.some((marker) => queryHas(query, marker));
}

/** "Entering review": the express providers (Amazon Pay, an express wallet, the linked type): manifests' `express`. */
export const EXPRESS_PROVIDERS: readonly PaymentProvider[] = providersWhere((manifest) => manifest.express);

/** True for an express provider (Amazon Pay, an express wallet, the linked type). */
export function isExpressProvider(provider: PaymentProvider | null): boolean {
  return provider !== null && EXPRESS_PROVIDERS.includes(provider);
}

/** What the guards read; callers load it first (guards never do I/O). */
export interface NavigationContext {
  cartItemCount: number;
  /** The saved shipping address has a first line. */
  hasShippingLine: boolean;
  /** Billing was submitted (its card check passed, or the provider needs no billing form). */
  billingSubmitted: boolean;
  paymentProvider: PaymentProvider | null;
  /** The step the shopper was on before this one (the saved step on a reload). */
  previousStep: CheckoutStep | null;
  /** An order exists for this checkout (created, awaiting or after payment). */
  hasOrder: boolean;
  /**
   * That order is paid: the checkout is over, so Back from the success page into a step finds an empty cart and goes
   * to the cart (the order stays one click away on the success page and in the account), never to an empty form.
   * Absent is false.
   */
  orderPaid?: boolean;
  /** The page's query (provider return markers). */
  query: QueryLike;
}

export type StepCheck = { ok: true } | { ok: false; reason: StepRefusal; redirect: CheckoutStep };
export type StepRefusal = 'empty-cart' | 'no-shipping-address' | 'review-needs-billing' | 'no-order' | 'no-such-move';

const ok: StepCheck = { ok: true };
const refuse = (reason: StepRefusal, redirect: CheckoutStep): StepCheck => ({ ok: false, reason, redirect });

/** An empty cart goes to cart. */
function nonEmptyCart(ctx: NavigationContext): StepCheck {
  return ctx.cartItemCount > 0 ? ok : refuse('empty-cart', 'cart');
}

/** Billing without a shipping address line goes to shipping. */
function shippingLine(ctx: NavigationContext): StepCheck {
  return ctx.hasShippingLine ? ok : refuse('no-shipping-address', 'shipping');
}

function all(...guards: Array<(ctx: NavigationContext) => StepCheck>): (ctx: NavigationContext) => StepCheck {
  return (ctx) => guards.map((g) => g(ctx)).find((check) => !check.ok) ?? ok;
}

/** Moving forward needs what the step before produced; moving back needs nothing. */
const forwardGuard = {
  shipping: nonEmptyCart,
  billing: all(nonEmptyCart, shippingLine),
  review: all(nonEmptyCart, shippingLine, (ctx) => (ctx.billingSubmitted ? ok : refuse('review-needs-billing', 'billing'))),
  success: (ctx: NavigationContext) => (ctx.hasOrder ? ok : refuse('no-order', 'cart')),
} as const;

/**
 * Transitions table: the in-app moves between steps (a submit, a back link) and the guard of each.
 * A move missing from the table is not offered by the UI; `canMove` refuses it.
 */
export const STEP_TRANSITIONS: Readonly<
  Record<CheckoutStep, Partial<Record<CheckoutStep, (ctx: NavigationContext) => StepCheck>>>
> = {
  // An express wallet's sheet pays from the cart page or from shipping, straight to success.
  cart: { shipping: forwardGuard.shipping, success: forwardGuard.success },
  shipping: { cart: () => ok, billing: forwardGuard.billing, review: forwardGuard.review, success: forwardGuard.success },
  billing: { cart: () => ok, shipping: () => ok, review: forwardGuard.review },
  review: { cart: () => ok, shipping: () => ok, billing: () => ok, success: forwardGuard.success },
  success: {},
};

/** Step change: whether the move from one step to another is allowed now, else why and where to go instead. */
export function canMove(from: CheckoutStep, to: CheckoutStep, ctx: NavigationContext): StepCheck {
  if (from === to) return ok;
  const guard = STEP_TRANSITIONS[from][to];
  return guard === undefined ? refuse('no-such-move', from) : guard(ctx);
}

/**
 * "Navigation between steps", on entering a step by its URL (a load, a reload, a provider return), not by an
 * in-app move (`canMove`): the step to show. Review with a provider return marker is never redirected away; success, an existing order and the
 * cart leave the step unchanged; an empty cart goes to cart; billing without a shipping line goes to shipping; review
 * goes to shipping for an express provider reloaded on review, else to billing with a shipping line or to shipping.
 */
export function resolveEntryStep(requested: CheckoutStep, ctx: NavigationContext): CheckoutStep {
  if (requested === 'review' && hasProviderReturnMarker(ctx.query)) return requested;
  if (requested === 'success' || requested === 'cart' || (ctx.hasOrder && ctx.orderPaid !== true)) return requested;
  const cart = nonEmptyCart(ctx);
  if (!cart.ok) return cart.redirect;
  if (requested === 'billing') return ctx.hasShippingLine ? 'billing' : 'shipping';
  if (requested === 'review') {
    if (isExpressProvider(ctx.paymentProvider) && ctx.previousStep === 'review') return 'shipping';
    if (!ctx.hasShippingLine) return 'shipping';
    // A reload of review, or Back then Forward, while billing's payment is still kept (its token not expired) stays
    // on review: sending the shopper to billing would make them type a card they already gave.
    return ctx.billingSubmitted ? 'review' : 'billing';
  }
  return requested;
}

/** Desktop is 1025 px wide and above (kept with the other widths in breakpoints.ts). */
export { DESKTOP_MIN_WIDTH };

/** The wallet return goes to review on desktop widths and to shipping below; no order or no wallet session goes to the cart. */
export function walletReturnStep(input: { width: number; hasOrder: boolean; walletSessionId: string | null }): CheckoutStep {
  if (!input.hasOrder || input.walletSessionId === null || input.walletSessionId === '') return 'cart';
  return input.width >= DESKTOP_MIN_WIDTH ? 'review' : 'shipping';
}

/** A step change keeps the current query string only when asked. */
export function stepHref(step: CheckoutStep, options: { keepQuery?: boolean; search?: string } = {}): string {
  const path = CHECKOUT_STEP_PATHS[step];
  if (options.keepQuery !== true || options.search === undefined) return path;
  const search = options.search.startsWith('?') ? options.search.slice(1) : options.search;
  return search === '' ? path : `${path}?${search}`;
}
