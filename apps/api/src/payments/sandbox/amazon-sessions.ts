import { and, eq } from 'drizzle-orm';
import type { AmazonAddress, AmazonCheckoutSession, AmazonPaymentIntent, AmazonSessionState } from '@store/core';
import type { Db } from '../../db/repositories/carts';
import { sandboxAmazonSessions } from '../../db/schema';
import { randomBase62 } from '../../ids';

export type AmazonSessionRow = typeof sandboxAmazonSessions.$inferSelect;

/** Amazon's sandbox pages, as the browser reaches them on the storefront's origin (/api/...). */
export const amazonSignInUrl = (id: string): string => `/api/sandbox/amazon-pay/${encodeURIComponent(id)}/sign-in`;
export const amazonPaymentUrl = (id: string): string => `/api/sandbox/amazon-pay/${encodeURIComponent(id)}/pay`;

/** The sandbox buyer's address book: a US address, a Canadian one, or none (mismatch and missing address). */
export const SANDBOX_BUYER = { name: 'Sam Buyer', email: 'sam.buyer@example.com' };
export const SANDBOX_ADDRESSES: Readonly<Record<'us' | 'ca' | 'none', AmazonAddress | null>> = {
  us: {
    name: 'Sam Buyer',
    addressLine1: '500 Market St',
    addressLine2: 'Apt 4',
    city: 'San Francisco',
    stateOrRegion: 'CA',
    postalCode: '94105',
    countryCode: 'US',
    phoneNumber: '4155550123',
  },
  ca: {
    name: 'Sam Buyer',
    addressLine1: '100 Queen St W',
    addressLine2: '',
    city: 'Toronto',
    stateOrRegion: 'ON',
    postalCode: 'M5H 2N2',
    countryCode: 'CA',
    phoneNumber: '4165550123',
  },
  none: null,
};

/** Amazon's reason when the buyer presses Cancel on its payment page. */
export const BUYER_CANCELED = { reasonCode: 'BuyerCanceled', reasonDescription: 'Buyer canceled the payment' };

/** Opens a checkout session of the brand and shopper session; its id comes from the CSPRNG (it grants access). */
export async function createAmazonSession(
  db: Db,
  input: { brand: string; sessionHash: string; version: 1 | 2; reviewReturnUrl: string },
  now: Date,
): Promise<AmazonSessionRow> {
  const [row] = await db
    .insert(sandboxAmazonSessions)
    .values({ ...input, id: randomBase62(32), createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** A session by its id, within the brand (the caller checks the shopper session). */
export async function findAmazonSession(db: Db, brand: string, id: string): Promise<AmazonSessionRow | null> {
  const [row] = await db
    .select()
    .from(sandboxAmazonSessions)
    .where(and(eq(sandboxAmazonSessions.brand, brand), eq(sandboxAmazonSessions.id, id)));
  return row ?? null;
}

/** The session whose payment details a store attempt set (its idempotency key), or null. */
export async function findAmazonSessionByKey(db: Db, brand: string, idempotencyKey: string): Promise<AmazonSessionRow | null> {
  const [row] = await db
    .select()
    .from(sandboxAmazonSessions)
    .where(and(eq(sandboxAmazonSessions.brand, brand), eq(sandboxAmazonSessions.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/**
 * Changes a session only while it is still in `from` (compare-and-set): null when another request moved it first, so
 * a completion, a cancel or a refund happens once however many requests race.
 */
export async function moveAmazonSession(
  db: Db,
  row: Pick<AmazonSessionRow, 'id'>,
  from: AmazonSessionState,
  patch: Partial<Omit<AmazonSessionRow, 'id' | 'brand' | 'sessionHash' | 'version'>>,
  now: Date,
): Promise<AmazonSessionRow | null> {
  const [moved] = await db
    .update(sandboxAmazonSessions)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(sandboxAmazonSessions.id, row.id), eq(sandboxAmazonSessions.state, from)))
    .returning();
  return moved ?? null;
}

export interface PaymentDetails {
  paymentIntent: AmazonPaymentIntent;
  amount: number;
  currency: string;
  merchantReference: string;
  resultReturnUrl: string;
  idempotencyKey: string | null;
}

/**
 * "While Open: payment details are set": intent, charge amount, merchant reference, return URL. A change of
 * amount or order withdraws an earlier approval (the buyer approves what will be charged). Null when the session is
 * no longer Open.
 */
export async function setPaymentDetails(db: Db, row: AmazonSessionRow, details: PaymentDetails, now: Date) {
  const same =
    row.chargeAmount === details.amount &&
    row.currency === details.currency &&
    row.merchantReference === details.merchantReference;
  return moveAmazonSession(
    db,
    row,
    'Open',
    {
      paymentIntent: details.paymentIntent,
      chargeAmount: details.amount,
      currency: details.currency,
      merchantReference: details.merchantReference,
      resultReturnUrl: details.resultReturnUrl,
      buyerApproved: same && row.buyerApproved,
      // The key names the store's attempt for one order: re-pointed at another order, the session is no longer that
      // attempt's payment (its retrieve or void must not reach a charge of the other order).
      ...(details.idempotencyKey === null && row.merchantReference === details.merchantReference
        ? {}
        : { idempotencyKey: details.idempotencyKey }),
    },
    now,
  );
}

/** A session of the brand already charged (Completed, Captured) for the order, if any: an order is charged once. */
export async function findCapturedSessionOf(db: Db, brand: string, orderId: string): Promise<AmazonSessionRow | null> {
  const [row] = await db
    .select()
    .from(sandboxAmazonSessions)
    .where(
      and(
        eq(sandboxAmazonSessions.brand, brand),
        eq(sandboxAmazonSessions.merchantReference, orderId),
        eq(sandboxAmazonSessions.state, 'Completed'),
        eq(sandboxAmazonSessions.chargeStatus, 'Captured'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Completes an approved Open session: Completed, its charge Captured. Null when it was not Open and approved, or when
 * another session of the same order captured first: the partial unique index `sandbox_amazon_sessions_one_capture_idx`
 * allows one captured session per merchant reference, so of two completions at the same instant exactly one captures
 * and the other's session stays Open, charged nothing (a constraint, not a read that both could pass).
 */
export async function completeAmazonSession(db: Db, row: AmazonSessionRow, now: Date): Promise<AmazonSessionRow | null> {
  if (row.state !== 'Open' || !row.buyerApproved) return null;
  try {
    return await moveAmazonSession(db, row, 'Open', { state: 'Completed', chargeStatus: 'Captured', completedAt: now }, now);
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** PostgreSQL's unique_violation (23505), as the driver reports it (directly or as the cause of Drizzle's error). */
function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return code === '23505' || isUniqueViolation(cause, depth + 1);
}

/** What still stops the session from being completed, in Amazon's words. */
function constraintsOf(row: AmazonSessionRow): AmazonCheckoutSession['constraints'] {
  if (row.state !== 'Open') return [];
  const constraints: AmazonCheckoutSession['constraints'] = [];
  if (!row.signedIn) constraints.push({ constraintId: 'BuyerNotAssociated', description: 'The buyer has not signed in' });
  if (row.resultReturnUrl === null)
    constraints.push({ constraintId: 'CheckoutResultReturnUrlNotSet', description: 'checkoutResultReturnUrl is not set' });
  if (row.chargeAmount === null) constraints.push({ constraintId: 'ChargeAmountNotSet', description: 'chargeAmount is not set' });
  if (!row.buyerApproved)
    constraints.push({ constraintId: 'BuyerApprovalPending', description: 'The buyer has not approved the payment' });
  return constraints;
}

/** Where the buyer goes next: the sign-in page, then (payment details set) the payment page; null when done. */
function redirectUrlOf(row: AmazonSessionRow): string | null {
  if (row.state !== 'Open') return null;
  if (!row.signedIn) return amazonSignInUrl(row.id);
  return row.resultReturnUrl !== null && !row.buyerApproved ? amazonPaymentUrl(row.id) : null;
}

/** The session as the API answers it (core's AmazonCheckoutSession). */
export function sessionView(row: AmazonSessionRow): AmazonCheckoutSession {
  return {
    checkoutSessionId: row.id,
    statusDetails: { state: row.state, reasonCode: row.reasonCode, reasonDescription: row.reasonDescription },
    buyer: row.signedIn ? row.buyer : null,
    shippingAddress: row.signedIn ? row.shippingAddress : null,
    paymentDetails: {
      paymentIntent: row.paymentIntent,
      chargeAmount: row.chargeAmount === null ? null : { amount: row.chargeAmount, currencyCode: row.currency ?? '' },
    },
    merchantReference: row.merchantReference,
    constraints: constraintsOf(row),
    webCheckoutDetails: {
      checkoutReviewReturnUrl: row.reviewReturnUrl,
      checkoutResultReturnUrl: row.resultReturnUrl,
      amazonPayRedirectUrl: redirectUrlOf(row),
    },
  };
}

/** A return URL with the session's markers added (amazonCheckoutSessionId, and orderId once there is one). */
export function withReturnMarkers(url: string, row: AmazonSessionRow): string {
  const [path = '', search = ''] = url.split('?');
  const query = new URLSearchParams(search);
  query.set('amazonCheckoutSessionId', row.id);
  if (row.merchantReference !== null) query.set('orderId', row.merchantReference);
  return `${path}?${query.toString()}`;
}
