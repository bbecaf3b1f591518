import type { Deps, RequestContext } from '../../context';
import { attachGuestOrders } from '../../db/repositories/guest-orders';
import type { Session } from '../../plugins/session';
import { mergeGuestCart } from './merge-guest-cart';

export interface SignedIn {
  /** The browser's guest session before it signed in (its cart, its guest orders), if it had one. */
  guestHash: string | null;
  userId: string;
  emailVerified: boolean;
}

export interface AfterSignInDeps extends Pick<Deps, 'db' | 'stores' | 'now' | 'tax'> {
  /** Issues a new guest `sid` on the reply. */
  rotateGuestSession: () => Session;
}

/**
 * What every sign-in does after better-auth created the session (password, sign-in link, email verification):
 * - the guest cart is merged into the account's cart and consumed (merge-guest-cart.ts), so the cart follows the
 *   shopper to every browser;
 * - with a verified email (verification and a sign-in link prove it; a password sign-in needs it), the brand's guest
 *   orders placed with that email attach to the account (guest-orders.ts);
 * - the guest `sid` is rotated, so the browser's guest identity after a sign-out is a new one with an empty cart (no
 *   fixation of a guest session across a sign-in).
 */
export async function afterSignIn(ctx: RequestContext, signedIn: SignedIn, deps: AfterSignInDeps): Promise<void> {
  if (signedIn.guestHash !== null) await mergeGuestCart(ctx, { guestHash: signedIn.guestHash, userId: signedIn.userId }, deps);
  if (signedIn.emailVerified) await attachGuestOrders(deps.db, ctx.brand, signedIn.userId);
  deps.rotateGuestSession();
}
