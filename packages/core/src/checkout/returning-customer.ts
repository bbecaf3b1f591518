/** A cart history entry as far as the returning-customer check reads it (historyLog). */
interface HistoryEntry {
  type: string;
  metadata?: { channel?: string };
}

/** What the returning-customer check knows once the order lookup ran (Shipping submit). */
export interface ReturningCustomerFacts {
  /** A done (paid) order of this brand matches the email, phone and ZIP. */
  orderExists: boolean;
  /** The session's cart: its history says whether it came from a link or is remote controlled. */
  cart: { historyLog: readonly HistoryEntry[]; preventAddingCoupon: boolean; couponCode: string | null } | null;
  /** The brand's configured returning-customer coupon (brand registry), if any. */
  configuredCoupon: string | undefined;
}

export interface ReturningCustomerOutcome {
  /** The session is marked a recognised returning customer, and the recognition event is sent. */
  recognised: boolean;
  /** The configured coupon to put on the cart, or null. */
  applyCoupon: string | null;
}

/** A cart opened from a cart link, or taken over by remote control, is a "link or remote cart". */
export function isLinkOrRemoteCart(historyLog: readonly HistoryEntry[]): boolean {
  return historyLog.some(
    (entry) => entry.type === 'remoteControlled' || (entry.type === 'cartCreated' && entry.metadata?.channel === 'cartLink'),
  );
}

/**
 * Returning-customer check: when a done order exists for the email, phone and ZIP and the cart is not a link
 * or remote cart, the shopper is recognised and the configured coupon is applied, unless the shopper removed a coupon
 * (preventAddingCoupon) or already chose one of their own (their choice is kept; the recognition lets them switch).
 */
export function returningCustomerOutcome(facts: ReturningCustomerFacts): ReturningCustomerOutcome {
  const { cart } = facts;
  const recognised = facts.orderExists && cart !== null && !isLinkOrRemoteCart(cart.historyLog);
  const canTakeCoupon = cart !== null && !cart.preventAddingCoupon && cart.couponCode === null;
  return { recognised, applyCoupon: recognised && canTakeCoupon ? (facts.configuredCoupon ?? null) : null };
}
