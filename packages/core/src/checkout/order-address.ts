import { z } from 'zod';
import { addressFields, ruleField, type BillingForm } from './address-form';
import type { AddressKind, AddressRegion } from './address-rules';
import { FULL_NAME_INVALID_MESSAGE, FULL_NAME_REQUIRED_MESSAGE, fullNameError, splitFullName } from './full-name';
import { PHONE_INVALID_MESSAGE, phoneDigits, phoneError } from './phone';

/** Wording for an address outside the store's country. */
export const WRONG_COUNTRY_MESSAGE =
  "Sorry, this item can't be shipped to your selected address. You may either change the shipping address to a US address or contact customer support.";

/**
 * Order shippingDetails / billingDetails as POST /orders receives them, re-checked with the form rules:
 * the first and last name joined must be a valid full name (last name one word), the phone 10 digits (sent as digits),
 * the country the store's region. Strict: no other field is accepted.
 */
export function orderAddressSchema(region: AddressRegion, kind: AddressKind = 'shipping') {
  return z
    .strictObject({
      firstName: ruleField(FULL_NAME_REQUIRED_MESSAGE, () => null),
      lastName: ruleField(FULL_NAME_REQUIRED_MESSAGE, (value) => (/\s/.test(value) ? FULL_NAME_INVALID_MESSAGE : null)),
      phone: ruleField(PHONE_INVALID_MESSAGE, phoneError).transform(phoneDigits),
      address: z.strictObject({
        ...addressFields(region, kind),
        country: z.literal(region, { error: WRONG_COUNTRY_MESSAGE }),
      }),
    })
    .superRefine((details, ctx) => {
      // The split of a valid full name gives back the same two parts, so the full-name rules decide both halves.
      const message = fullNameError(`${details.firstName} ${details.lastName}`);
      if (message !== null) ctx.addIssue({ code: 'custom', message, path: ['firstName'] });
    });
}

export type OrderAddress = z.output<ReturnType<typeof orderAddressSchema>>;

/** A valid shipping or billing form as the order's address: the name split (last word = last name), phone digits. */
export function toOrderAddress(form: BillingForm, country: AddressRegion): OrderAddress {
  const { firstName, lastName } = splitFullName(form.fullName);
  return {
    firstName,
    lastName,
    phone: phoneDigits(form.phone),
    address: { line1: form.line1, line2: form.line2, zip: form.zip, city: form.city, state: form.state, country },
  };
}
