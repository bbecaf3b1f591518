import { z } from 'zod';
import { accountMeWireSchema } from '@store/core/accounts/account-wire';
import { browserRequest } from './browser-request';
import { ApiError } from './errors';
import { savedAddressSchema } from './my-account';
import type { SavedAddress } from '../../features/checkout/shipping/account-prefill';

const savedAddressesSchema = z.array(savedAddressSchema);

export interface SignedInShopper {
  userId: string;
  email: string;
  addresses: SavedAddress[];
}

/**
 * Who is signed in (GET /accounts/me) and their saved addresses (GET /accounts/me/addresses); null for a
 * guest. A failure to read the addresses leaves them out (the checkout still works, just without a pre-fill).
 */
export async function signedInShopper(): Promise<SignedInShopper | null> {
  let me;
  try {
    me = await browserRequest('GET', '/accounts/me', accountMeWireSchema);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
  const addresses = await browserRequest('GET', '/accounts/me/addresses', savedAddressesSchema).catch(() => []);
  return { userId: me.account.userId, email: me.account.email, addresses };
}
