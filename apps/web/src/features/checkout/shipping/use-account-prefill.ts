'use client';

import { useEffect, useState } from 'react';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import { signedInShopper } from '../../../lib/api/account-checkout';
import { checkoutSnapshot, updateCheckout } from '../checkout-store';
import type { CheckoutAddress } from '../checkout-storage';
import { accountAddress, prefillCheckout, sameAddress } from './account-prefill';

/**
 * For a signed-in shopper, fills the empty shipping and billing fields from the default saved address and
 * the account email once the account is known (what the shopper typed meanwhile is read from the store and kept),
 * and calls `onFilled` with the new shipping values when anything changed. Answers the signed-in user id (null for a
 * guest), which the consent hand-off sends. A guest (no account cookie on the page request) asks for nothing.
 */
export function useAccountPrefill(
  region: AddressRegion,
  signedIn: boolean,
  onFilled: (shipping: CheckoutAddress) => void,
): string | null {
  const [userId, setUserId] = useState<string | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void signedInShopper()
      .then((shopper) => {
        if (!live || shopper === null) return;
        setUserId(shopper.userId);
        const state = checkoutSnapshot();
        const next = prefillCheckout(state, accountAddress(shopper.addresses, shopper.email, region));
        if (sameAddress(state.shippingAddress, next.shippingAddress) && next.billingAddress === state.billingAddress) return;
        updateCheckout(next);
        if (!sameAddress(state.shippingAddress, next.shippingAddress)) onFilled(next.shippingAddress);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [region, signedIn, onFilled]);
  return userId;
}
