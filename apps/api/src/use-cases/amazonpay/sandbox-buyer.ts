import type { Deps, RequestContext } from '../../context';
import {
  BUYER_CANCELED,
  findAmazonSession,
  moveAmazonSession,
  SANDBOX_ADDRESSES,
  SANDBOX_BUYER,
  withReturnMarkers,
  type AmazonSessionRow,
} from '../../payments/sandbox/amazon-sessions';

export type SandboxAddressChoice = keyof typeof SANDBOX_ADDRESSES;

/** A session the sandbox buyer may act on: this brand and this browser's shopper session, still Open. */
export async function buyerSession(
  ctx: RequestContext,
  input: { sessionHash: string; id: string },
  deps: Pick<Deps, 'db'>,
): Promise<AmazonSessionRow | null> {
  const row = await findAmazonSession(deps.db, ctx.brand, input.id);
  return row?.sessionHash === input.sessionHash && row.state === 'Open' ? row : null;
}

/**
 * Amazon's sandbox sign-in page, Continue: the buyer is associated with the session with the chosen address (a US
 * one, a Canadian one, or none) and returns to checkoutReviewReturnUrl with amazonCheckoutSessionId. Null
 * when the session is not this browser's or no longer Open.
 */
export async function signInBuyer(
  ctx: RequestContext,
  input: { sessionHash: string; id: string; address: SandboxAddressChoice },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<string | null> {
  const row = await buyerSession(ctx, input, deps);
  if (!row) return null;
  const patch = { signedIn: true, buyer: SANDBOX_BUYER, shippingAddress: SANDBOX_ADDRESSES[input.address] };
  const moved = await moveAmazonSession(deps.db, row, 'Open', patch, deps.now());
  return moved ? withReturnMarkers(moved.reviewReturnUrl, { ...moved, merchantReference: null }) : null;
}

/**
 * Amazon's sandbox payment page: Approve leaves the session Open with no constraint (the store completes it), Cancel
 * makes it Canceled with Amazon's reason ('Buyer canceled the payment'). Either returns to checkoutResultReturnUrl
 * with amazonCheckoutSessionId and orderId. Null when there is nothing to decide (not this browser's, not Open, no
 * payment details).
 */
export async function decidePayment(
  ctx: RequestContext,
  input: { sessionHash: string; id: string; approve: boolean },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<string | null> {
  const row = await buyerSession(ctx, input, deps);
  if (!row?.resultReturnUrl || row.chargeAmount === null) return null;
  const patch = input.approve ? { buyerApproved: true } : { state: 'Canceled' as const, ...BUYER_CANCELED };
  const moved = await moveAmazonSession(deps.db, row, 'Open', patch, deps.now());
  return moved ? withReturnMarkers(row.resultReturnUrl, moved) : null;
}
