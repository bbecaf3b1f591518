import type { BillingForm, BillingFormInput } from '@store/core/checkout/address-form';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import { toOrderAddress, type OrderAddress } from '@store/core/checkout/order-address';
import type { SavedAddress } from '../../../lib/api/my-account';

/** A saved address as the checkout address form edits it: first and last name joined into Full name. */
export function savedAddressFormValues(
  saved: Pick<SavedAddress, 'firstName' | 'lastName' | 'phone' | 'address'>,
): BillingFormInput {
  const { line1, line2, city, state, zip } = saved.address;
  return {
    fullName: [saved.firstName, saved.lastName].filter((part) => part !== '').join(' '),
    line1,
    line2,
    city,
    state,
    zip,
    phone: saved.phone,
  };
}

/** A valid form as the API stores it: the order address of the store's country (the checkout's own mapping). */
export function savedAddressFromForm(values: BillingForm, region: AddressRegion): OrderAddress {
  return toOrderAddress(values, region);
}

/** One line of an address for lists and confirmations: "Ann Lee, 1 Main St, Apt 2, Austin, TX 78701". */
export function addressSummary(saved: Pick<SavedAddress, 'firstName' | 'lastName' | 'address'>): string {
  const { line1, line2, city, state, zip } = saved.address;
  const name = `${saved.firstName} ${saved.lastName}`.trim();
  return [name, line1, line2, city, `${state} ${zip}`.trim()].filter((part) => part !== '').join(', ');
}

/** The default first, then the others in the API's order (newest first). */
export function defaultFirst(addresses: readonly SavedAddress[]): SavedAddress[] {
  return [...addresses.filter((a) => a.isDefault), ...addresses.filter((a) => !a.isDefault)];
}
