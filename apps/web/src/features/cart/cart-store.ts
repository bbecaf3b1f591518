import { userFacingMessage } from '../../lib/api/errors';
import { isFlagOn } from '../../lib/flags';
import { cartApi } from './cart-api';
import { pageBrand, publishCouponFailed } from './cart-events';
import { autoApplyCode, COUPON_QUERY_PARAM, KEEP_COUPON_FLAG, linkCouponNotice } from './coupon-auto-apply';
import { couponStorageKey, readStoredCoupon } from './coupon-storage';
import type { Cart, CartItem, NewCartLine } from '../../lib/api/cart-schema';
import { afterCartChange, afterCartCleared } from './cart-effects';
import type { CartOp } from './cart-reducer';
import { cartSnapshot, dispatch } from './cart-state';
import { addedLine } from './cart-lines';
import { trackAddToCart, trackCouponResult } from './cart-analytics';
import type { CartChangeReason } from './coupon-storage';

export type CartResult = { ok: true; cart: Cart } | { ok: false; message: string };

let nextOpId = 1;
/** Calls run one at a time, so answers arrive in the order the shopper made the changes. */
let queue: Promise<unknown> = Promise.resolve();

function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

interface Call {
  reason: CartChangeReason;
  request: () => Promise<Cart>;
  op?: CartOp;
  /** Failures the caller shows itself (the coupon form) do not become the cart's error banner. */
  quiet?: boolean;
  loading?: boolean;
  /** A cart the server already answered with before a later step failed: it is kept, and the failure still shown. */
  partial?: () => Cart | null;
  /** A message that stays up after this call succeeds (why an earlier step failed, or what the answer says did not happen). */
  notice?: string | ((cart: Cart) => string | undefined);
}

/** Show the change at once, send it, reconcile with the answer or roll back and show the message. */
function run({ reason, request, op, quiet = false, loading = false, partial, notice }: Call): Promise<CartResult> {
  const id = op === undefined ? undefined : nextOpId++;
  dispatch({ type: 'started', loading });
  if (op !== undefined && id !== undefined) dispatch({ type: 'optimistic', id, op });
  return enqueue(async (): Promise<CartResult> => {
    try {
      const cart = await request();
      dispatch({ type: 'settled', cart, id, error: typeof notice === 'function' ? notice(cart) : notice });
      afterCartChange(cart, reason);
      return { ok: true, cart };
    } catch (error) {
      const message = userFacingMessage(error);
      const kept = partial?.() ?? null;
      if (kept === null) dispatch({ type: 'failed', message: quiet ? null : message, id });
      else {
        dispatch({ type: 'settled', cart: kept, id, error: message });
        afterCartChange(kept, reason);
      }
      return { ok: false, message };
    }
  });
}

/** Loads the cart; if fetching it fails, the cart is cleared. */
export function refreshCart(): Promise<CartResult> {
  dispatch({ type: 'started', loading: true });
  return enqueue(async (): Promise<CartResult> => {
    try {
      const cart = await cartApi.fetchMyCart();
      dispatch({ type: 'settled', cart });
      afterCartChange(cart, 'load');
      void autoApplyCoupon(cart);
      return { ok: true, cart };
    } catch (error) {
      const message = userFacingMessage(error);
      dispatch({ type: 'fetchFailed', message });
      afterCartCleared();
      return { ok: false, message };
    }
  });
}

let seededWith: Cart | null = null;

/** Whether the store was seeded with this server-rendered cart (until then, the page shows that cart itself). */
export function seededFrom(cart: Cart): boolean {
  return seededWith === cart;
}

/**
 * The cart the server rendered the page with becomes the store's cart without a fetch (the same follow-ups as
 * a load: analytics, stored count, coupon auto-apply). It replaces an older cart the store kept from a previous page
 * (a client navigation); ignored while a cart call is in flight (its answer is newer).
 */
export function seedCart(cart: Cart): void {
  seededWith = cart;
  if (cartSnapshot().busy !== 0) return;
  dispatch({ type: 'settled', cart });
  afterCartChange(cart, 'load');
  void autoApplyCoupon(cart);
}

/** Loads the cart once per page; later callers share the first load. */
export function ensureCartLoaded(): void {
  const { status, busy } = cartSnapshot();
  if (status === 'idle' && busy === 0) void refreshCart();
}

/** Quantity stepper: the new quantity shows at once; below 1 the line is removed. */
export function changeQuantity(line: CartItem, quantity: number): Promise<CartResult> {
  if (quantity < 1) return removeLine(line);
  const op: CartOp = { kind: 'quantity', itemIdentifier: line.itemIdentifier, quantity };
  return run({ reason: 'quantity', op, request: () => cartApi.updateCartLine(line, quantity) });
}

/**
 * Remove button: the line and its child lines leave the view at once. A failed removal is logged and passed
 * on: the request's error goes back to the caller as the failed result (the line comes back and its message shows).
 */
export function removeLine(line: CartItem): Promise<CartResult> {
  const op: CartOp = { kind: 'remove', itemIdentifier: line.itemIdentifier };
  const request = () =>
    cartApi.removeCartLine(line.itemIdentifier).catch((error: unknown) => {
      console.error(`Removing cart line ${line.itemIdentifier} failed`, error);
      throw error;
    });
  return run({ reason: 'remove', op, request });
}

/** PUT /carts/my/coupon; the caller shows the failure message verbatim. */
export function applyCoupon(code: string): Promise<CartResult> {
  return run({ reason: 'coupon-applied', quiet: true, request: () => cartApi.applyCouponCode(code) });
}

/** Removes the coupon; the stored coupon is cleared with it. */
export function removeCoupon(): Promise<CartResult> {
  return run({ reason: 'coupon-removed', quiet: true, request: () => cartApi.removeCouponCode() });
}

/** Cart link: the shared cart's lines are merged into mine (a link to my own cart only reloads it); if the merge fails, my cart shows with the reason. */
export async function mergeSharedCart(cartId: string): Promise<CartResult> {
  if (cartSnapshot().confirmed?.id === cartId) return refreshCart();
  const keepCoupon = isFlagOn(KEEP_COUPON_FLAG);
  const merged = await run({
    reason: 'merge',
    loading: true,
    request: () => cartApi.mergeCart(cartId, { keepCoupon }),
    // the lines merged; a shared coupon the API did not apply is said, not an error of the merge
    notice: linkCouponNotice,
  });
  if (merged.ok) return merged;
  return run({ reason: 'load', loading: true, request: cartApi.fetchMyCart, notice: merged.message });
}

/**
 * Add to cart: the product line first, then its add-ons as child lines whose forItem is the identifier the server gave
 * the product line (the contract has no way to name a line before it exists). With no valid line, the cart is refreshed.
 * @public (loaded lazily by use-add-to-cart.ts, which knip does not follow)
 */
export function addToCart(line: NewCartLine, addOns: readonly NewCartLine[]): Promise<CartResult> {
  if (line.productID === '' || line.quantity < 1) return refreshCart();
  let withParent: Cart | null = null;
  let before: Cart | null = null;
  const adding = run({
    reason: 'add',
    partial: () => withParent,
    request: async () => {
      before = cartSnapshot().confirmed;
      const cart = await cartApi.addCartLines([line]);
      withParent = cart;
      const added = addedLine(before, cart, line);
      if (addOns.length === 0 || added === undefined) return cart;
      return cartApi.addCartLines(addOns.map((a) => ({ ...a, forItem: added.itemIdentifier })));
    },
  });
  // One add_to_cart per add that changed the cart (the parent alone when its add-ons then failed).
  return adding.then((result) => {
    trackAddToCart(before, result.ok ? result.cart : withParent, [line, ...addOns]);
    return result;
  });
}

/**
 * Adds lines the server binds together in one call (a bed with its collection items, a bundle's parts on its base
 * line): the answer is the cart, shown and reconciled like any add, with one add_to_cart for what it added.
 * @public (loaded lazily by use-add-bound.ts, which knip does not follow)
 */
export function addBoundLines(
  request: () => Promise<Cart>,
  requested: ReadonlyArray<{ productID: string; quantity: number }>,
): Promise<CartResult> {
  let before: Cart | null = null;
  const adding = run({
    reason: 'add',
    request: () => {
      before = cartSnapshot().confirmed;
      return request();
    },
  });
  return adding.then((result) => {
    if (result.ok) trackAddToCart(before, result.cart, requested);
    return result;
  });
}

function forgetStoredCoupon(): void {
  try {
    window.localStorage.removeItem(couponStorageKey(pageBrand()));
  } catch {
    // storage disabled: nothing stored to forget
  }
}

/**
 * Auto-apply: the override (`?coupon=`) or the stored coupon is checked, applied, and dropped again when it
 * gives no discount unless the keep-coupon flag is on; an expired one is forgotten and a coupon-failure event is sent.
 */
async function autoApplyCoupon(cart: Cart): Promise<void> {
  const override = new URLSearchParams(window.location.search).get(COUPON_QUERY_PARAM);
  const code = autoApplyCode(cart, { override, stored: readStoredCoupon() });
  if (code === null) return;
  const keepCoupon = isFlagOn(KEEP_COUPON_FLAG);
  try {
    const check = await cartApi.validateCouponCode(code);
    if (check === null || !check.valid) {
      // An unknown or expired code is forgotten, so it is not tried (and counted as a guess) on every page.
      if (check?.expired) {
        publishCouponFailed(code, 'expired');
        trackCouponResult(code, { ok: false, message: 'expired' });
      }
      forgetStoredCoupon();
      return;
    }
    // With the keep-coupon flag the server keeps the coupon while it gives nothing; without it, such a coupon is refused.
    const applied = await run({
      reason: 'coupon-applied',
      quiet: true,
      request: () => cartApi.applyCouponCode(check.code, { keepCoupon }),
    });
    if (applied.ok) trackCouponResult(check.code, applied);
    else forgetStoredCoupon();
  } catch {
    // auto-apply is a convenience: a failed check leaves the cart as it is
  }
}

/**
 * A checkout change of the cart (the region set, the delivery choice): queued and reconciled like any change, but its
 * failure is the caller's to show (a 412 on region calls is returned to the caller), so it is thrown, not bannered.
 */
export function changeCartFromCheckout(reason: CartChangeReason, request: () => Promise<Cart>): Promise<Cart> {
  dispatch({ type: 'started' });
  return enqueue(async (): Promise<Cart> => {
    try {
      const cart = await request();
      dispatch({ type: 'settled', cart });
      afterCartChange(cart, reason);
      return cart;
    } catch (error) {
      dispatch({ type: 'failed', message: null });
      throw error;
    }
  });
}

/** Hides the cart's error banner. */
export function dismissCartError(): void {
  dispatch({ type: 'dismissError' });
}
