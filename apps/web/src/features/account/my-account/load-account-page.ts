import { z } from 'zod';
import type { BrandKey } from '@store/core/brands';
import {
  meSchema,
  orderSummarySchema,
  savedAddressSchema,
  type Me,
  type OrderSummary,
  type SavedAddress,
} from '../../../lib/api/my-account';
import { ApiError } from '../../../lib/api/errors';
import { sessionGet, type ShopperHeaders } from '../../../lib/api/session-request';

export type AccountPageData =
  | { kind: 'signed-out' }
  | {
      kind: 'account';
      me: Me;
      /** null when the list could not be read (the section says so; the rest of the page still works). */
      addresses: SavedAddress[] | null;
      orders: OrderSummary[] | null;
    };

/** A list the page can live without: a failure reads as null (shown as "could not be loaded"), never a broken page. */
async function optionalList<T>(read: Promise<T[]>): Promise<T[] | null> {
  try {
    return await read;
  } catch (error) {
    console.warn('Account page list failed', error);
    return null;
  }
}

/**
 * /my-account on the server: GET /accounts/me as the shopper; 401 (NOT_SIGNED_IN) means signed out (the page
 * redirects to /login). Then the saved addresses and the orders (newest first), side by side.
 */
export async function loadAccountPage(brand: BrandKey, shopper: ShopperHeaders): Promise<AccountPageData> {
  let me: Me;
  try {
    me = await sessionGet(brand, '/accounts/me', meSchema, shopper);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'signed-out' };
    throw error;
  }
  const [addresses, orders] = await Promise.all([
    optionalList(sessionGet(brand, '/accounts/me/addresses', z.array(savedAddressSchema), shopper)),
    optionalList(sessionGet(brand, '/accounts/me/orders', z.array(orderSummarySchema), shopper)),
  ]);
  return { kind: 'account', me, addresses, orders };
}
