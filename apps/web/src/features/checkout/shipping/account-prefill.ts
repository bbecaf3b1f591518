import type { AddressRegion } from '@store/core/checkout/address-rules';
import type { CheckoutAddress } from '../checkout-storage';

/** A saved address as GET /accounts/me/addresses answers it (the order address shape). */
export interface SavedAddress {
  isDefault: boolean;
  firstName: string;
  lastName: string;
  phone: string;
  address: { line1: string; line2: string; zip: string; city: string; state: string; country: string };
}

/**
 * The checkout form's values from the signed-in shopper's default saved address (the first when none is
 * marked) and account email. A saved address of another country than the storefront's is not offered (a US address on
 * a Canadian storefront would only be refused).
 */
export function accountAddress(saved: readonly SavedAddress[], email: string, region: AddressRegion): CheckoutAddress {
  const chosen = saved.find((a) => a.isDefault) ?? saved[0];
  const usable = chosen && chosen.address.country === region ? chosen : null;
  return {
    fullName: usable ? `${usable.firstName} ${usable.lastName}`.trim() : '',
    line1: usable?.address.line1 ?? '',
    line2: usable?.address.line2 ?? '',
    city: usable?.address.city ?? '',
    state: usable?.address.state ?? '',
    zip: usable?.address.zip ?? '',
    phone: usable?.phone ?? '',
    email,
  };
}

/** Fills only the empty fields of what the shopper has (typed or stored) from the account: never overwrites. */
export function fillEmpty(current: Partial<CheckoutAddress> | null, from: CheckoutAddress): CheckoutAddress {
  const pick = (key: keyof CheckoutAddress): string => {
    const mine = current?.[key];
    return typeof mine === 'string' && mine.trim() !== '' ? mine : (from[key] ?? '');
  };
  return {
    fullName: pick('fullName'),
    line1: pick('line1'),
    line2: pick('line2'),
    city: pick('city'),
    state: pick('state'),
    zip: pick('zip'),
    phone: pick('phone'),
    email: pick('email'),
  };
}

/** True when filling changed nothing (the form need not be redrawn). */
export function sameAddress(a: Partial<CheckoutAddress> | null, b: CheckoutAddress): boolean {
  return (Object.keys(b) as Array<keyof CheckoutAddress>).every((k) => (a?.[k] ?? '') === b[k]);
}

/**
 * The checkout's shipping and billing after the account pre-fill: empty fields of each take the account's
 * (billing without the email, as billing copies shipping); a billing not started yet stays null (the shipping
 * submit copies shipping into it).
 */
export function prefillCheckout(
  state: { shippingAddress: CheckoutAddress | null; billingAddress: CheckoutAddress | null },
  from: CheckoutAddress,
): { shippingAddress: CheckoutAddress; billingAddress: CheckoutAddress | null } {
  const { email: _email, ...billingFrom } = from;
  const billing = state.billingAddress === null ? null : fillEmpty(state.billingAddress, { ...billingFrom, email: '' });
  if (billing !== null && (state.billingAddress?.email ?? '') === '') delete billing.email;
  return { shippingAddress: fillEmpty(state.shippingAddress, from), billingAddress: billing };
}
