'use client';

import { useEffect, useState } from 'react';
import type { AddressCheckOutcome } from '@store/core/checkout/address-check';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import { setCartRegion, type RegionInput } from '../../../lib/api/delivery';
import { ApiError } from '../../../lib/api/errors';
import { changeCartFromCheckout } from '../../cart/cart-store';
import { updateCheckout } from '../checkout-store';
import { REGION_DEBOUNCE_MS, regionFlags, regionKey, regionOutcome } from './region-request';

// The region the cart was last set to on this page (a remount or a repeat of the same address sends nothing), and the
// address asked for last (only its answer counts, also when it arrives after the step was left).
let lastSent: string | null = null;
let latest: string | null = null;

/**
 * "Region set": 500 ms after the last change of a complete address, PUT /carts/region; the answer's cart (its
 * taxes) replaces the cart ("taxes-updated"). isValidationPending is set from the change until the answer; a 412 sets
 * isZipMismatched or isRegionBlacklisted and comes back as the outcome the form shows. Answers for an address the
 * shopper has since changed are dropped.
 */
export function useRegionSet(region: AddressRegion, input: RegionInput | null): AddressCheckOutcome | null {
  const [answer, setAnswer] = useState<{ key: string; outcome: AddressCheckOutcome | null } | null>(null);
  const key = input === null ? null : regionKey(input);

  useEffect(() => {
    latest = key;
    if (input === null || key === null) {
      updateCheckout({ isValidationPending: false, isZipMismatched: false, isRegionBlacklisted: false });
      return;
    }
    if (key === lastSent) return;
    let current = true;
    updateCheckout({ isValidationPending: true });
    const timer = setTimeout(() => {
      lastSent = key;
      changeCartFromCheckout('region', () => setCartRegion(input)).then(
        () => {
          if (latest !== key) return;
          updateCheckout({ isValidationPending: false, ...regionFlags(null), taxesUpdated: true });
        },
        (error: unknown) => {
          lastSent = null;
          if (latest !== key) return;
          // A 412 on region calls is returned to the caller; anything else does not hold the shopper up.
          const refused = error instanceof ApiError && error.status === 412 ? regionOutcome(error, input, region) : null;
          if (refused === null) console.warn(`PUT /api/carts/region failed: ${String(error)}`);
          updateCheckout({ isValidationPending: false, ...regionFlags(refused) });
          if (current) setAnswer({ key, outcome: refused });
        },
      );
    }, REGION_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `key` stands for `input` (a new object on every render with the same content).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, region]);

  // Only the answer about the address in the form counts (none while a newer one is on its way).
  return answer !== null && answer.key === key ? answer.outcome : null;
}
