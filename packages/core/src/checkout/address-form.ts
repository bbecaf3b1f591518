import { z } from 'zod';
import { normalizeState } from '../address/states';
import { normalizeZip } from '../address/zip';
import {
  ADDRESS_REQUIRED_MESSAGES,
  CITY_REQUIRED_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  LINE2_INVALID_MESSAGE,
  STATE_REQUIRED_MESSAGE,
  ZIP_REQUIRED_MESSAGE,
  addressLine1Error,
  addressLine2Error,
  cityError,
  emailError,
  stateError,
  zipError,
  type AddressKind,
  type AddressRegion,
} from './address-rules';
import { FULL_NAME_REQUIRED_MESSAGE, fullNameError, normalizeFullName } from './full-name';
import { PHONE_INVALID_MESSAGE, formatPhone, phoneError } from './phone';

/**
 * A trimmed string checked by one address rule function (message or null). A missing or non-string value gets the
 * field's required message, so an API body without the field reads like an empty form field.
 */
export function ruleField(requiredMessage: string, rule: (value: string) => string | null) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    });
}

/** Address fields shared by the shipping and billing forms and the order's address (state and zip normalised). */
export function addressFields(region: AddressRegion, kind: AddressKind) {
  return {
    line1: ruleField(ADDRESS_REQUIRED_MESSAGES[kind], (value) => addressLine1Error(value, kind)),
    line2: ruleField(LINE2_INVALID_MESSAGE, addressLine2Error).default(''),
    city: ruleField(CITY_REQUIRED_MESSAGE, cityError),
    // Each transform runs only after its rule passed, so the normaliser cannot return null there.
    state: ruleField(STATE_REQUIRED_MESSAGE, (value) => stateError(value, region)).transform(
      (value) => normalizeState(value, region) ?? value,
    ),
    zip: ruleField(ZIP_REQUIRED_MESSAGE, (value) => zipError(value, region)).transform(
      (value) => normalizeZip(value, region) ?? value,
    ),
  };
}

/** Phone as a form field: the helper pattern with exactly 10 digits, kept in the (xxx) xxx-xxxx display form. */
const formPhone = () => ruleField(PHONE_INVALID_MESSAGE, phoneError).transform(formatPhone);

/** Full name as a form field: the rules, spaces collapsed. */
const formFullName = () => ruleField(FULL_NAME_REQUIRED_MESSAGE, fullNameError).transform(normalizeFullName);

/** Shipping form: fullName, line1, line2, city, state, zip, phone, email, sendEmail, sendSMS. */
export function shippingFormSchema(region: AddressRegion) {
  return z.strictObject({
    fullName: formFullName(),
    ...addressFields(region, 'shipping'),
    phone: formPhone(),
    email: ruleField(EMAIL_REQUIRED_MESSAGE, emailError),
    sendEmail: z.boolean(),
    sendSMS: z.boolean(),
  });
}

/**
 * Billing form: the shipping form without email (and without the consents, which belong to the shipping form).
 * A saved account address uses the same fields with the shipping wording (`kind` 'shipping').
 */
export function billingFormSchema(region: AddressRegion, kind: AddressKind = 'billing') {
  return z.strictObject({
    fullName: formFullName(),
    ...addressFields(region, kind),
    phone: formPhone(),
  });
}

/** What the shipping form holds while the shopper types, and what a valid one yields (state and zip normalised). */
export type ShippingFormInput = z.input<ReturnType<typeof shippingFormSchema>>;
export type ShippingForm = z.output<ReturnType<typeof shippingFormSchema>>;
export type BillingFormInput = z.input<ReturnType<typeof billingFormSchema>>;
export type BillingForm = z.output<ReturnType<typeof billingFormSchema>>;

/** An empty shipping form; the default consents (email on, SMS off) unless the caller passes stored ones. */
export function emptyShippingForm(consents: { sendEmail: boolean; sendSMS: boolean } = { sendEmail: true, sendSMS: false }) {
  return { fullName: '', line1: '', line2: '', city: '', state: '', zip: '', phone: '', email: '', ...consents };
}

/** An empty billing form. */
export function emptyBillingForm(): BillingFormInput {
  return { fullName: '', line1: '', line2: '', city: '', state: '', zip: '', phone: '' };
}
