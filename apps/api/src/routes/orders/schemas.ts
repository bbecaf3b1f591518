import { z } from 'zod';
import {
  INVALID_ZIP_MESSAGE,
  normalizeState,
  normalizeZip,
  orderAnalyticsSchema,
  orderFulfillmentSchema,
  orderSchema,
  safeId,
  safeText,
} from '@store/core';
import { CANNOT_SHIP_MESSAGE } from '../../use-cases/carts/set-region';
import { errorEnvelope, okEnvelope } from '../schemas';

const errors = { 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 429: errorEnvelope };
export const orderResponses = { 200: okEnvelope(orderSchema), ...errors };
export const fulfillmentResponses = { 200: okEnvelope(orderFulfillmentSchema), ...errors };
export const analyticsResponses = { 200: okEnvelope(orderAnalyticsSchema), ...errors };

/** An order id in a path: any other text simply finds no order (404, the same answer as a foreign order). */
export const orderIdParam = z.object({ id: safeId(64) });

/** The address shape of SPEC §3 (shippingDetails, billingDetails); the SPEC §5 rules run per brand region below. */
const addressShape = z.strictObject({
  firstName: safeText({ max: 60 }),
  lastName: safeText({ max: 60 }),
  phone: safeText({ max: 30 }),
  address: z.strictObject({
    line1: safeText({ max: 120 }),
    line2: safeText({ max: 60 }).default(''),
    zip: safeText({ max: 12 }),
    city: safeText({ max: 60 }),
    state: safeText({ max: 40 }),
    country: safeText({ max: 60 }),
  }),
});

const DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * SPEC §7 POST /orders (and POST /orders/{orderId}/related): exactly the listed fields. Nothing here prices anything:
 * no price, total, discount or status is accepted (strict objects refuse them), and the server decides
 * extraData.relatedOrderId (only the related call sets it).
 */
export const orderBody = z.strictObject({
  journey: safeText({ max: 40 }).optional(),
  paymentDetails: z.strictObject({
    billingProvider: safeText({ min: 1, max: 40 }),
    /** Accepted as SPEC §3 lists it; the payment call carries the token, the order never stores one. */
    paymentToken: safeText({ max: 500 }).optional(),
    customerID: safeText({ max: 100 }).nullable().optional(),
  }),
  email: safeText({ max: 254 }),
  shippingDetails: addressShape,
  billingDetails: addressShape,
  brand: safeText({ min: 1, max: 40 }),
  backorderDays: z.number().int().min(0).max(180).default(0),
  extraData: z
    .strictObject({
      version: safeText({ max: 20 }).optional(),
      trackingId: safeText({ max: 100 }).optional(),
      friendsBuyToken: safeText({ max: 200 }).optional(),
      numberOfPayments: z.number().int().min(1).max(60).optional(),
      relatedOrderId: safeText({ max: 64 }).optional(),
      type: safeText({ max: 40 }).optional(),
      stripeReturnUrl: safeText({ max: 500 })
        .regex(/^(\/|https?:\/\/)/, 'stripeReturnUrl must be a path or an http(s) URL')
        .optional(),
    })
    .default({}),
  metadata: z
    .strictObject({
      lang: safeText({ max: 10 }).optional(),
      mobile: z.boolean().optional(),
      includeDisposal: z.boolean().optional(),
      reqShippingDate: safeText({ max: 30 }).regex(DATE, 'reqShippingDate must be a date').nullable().optional(),
      reqDeliveryDate: safeText({ max: 30 }).regex(DATE, 'reqDeliveryDate must be a date').nullable().optional(),
    })
    .default({}),
});
export type OrderBody = z.infer<typeof orderBody>;

/** SPEC §7 POST /orders/{orderId}/related query: dd (device id) and brand (must be the request's brand when given). */
export const relatedQuery = z.strictObject({
  dd: safeText({ max: 100 }).optional(),
  brand: safeText({ max: 40 }).optional(),
});

// SPEC §5 wording.
const FULL_NAME_REQUIRED = 'Please enter your full name';
const FULL_NAME_INVALID = 'Please enter valid full name';
const PO_BOX = 'We do not currently ship to PO Boxes';
const CITY_REQUIRED = 'Please enter your city';
const CITY_INVALID = 'Please enter a valid city';
const CITY_NAME = 'Please enter the correct city name';
const STATE_REQUIRED = 'Please select a state';
const ZIP_REQUIRED = 'Please enter a zip code';
const PHONE_INVALID = 'Please enter a valid phone number';
export const EMAIL_REQUIRED = 'Please enter an e-mail address';
export const EMAIL_INVALID = 'A valid email address is required';

// Latin-extended letters (Latin-1 Supplement, Extended-A and -B) plus space, comma, period, apostrophe and hyphen.
const NAME_CHARS = /^[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f ,.'-]+$/;
const PO_BOX_PATTERN = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;
const MILITARY_CITY = /^(p\.?\s*o|a\.?\s*p\.?\s*o|d\.?\s*p\.?\s*o|f\.?\s*p\.?\s*o)\.?$/i;
const CITY_CHARS = /^[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f .'-]+$/;
const PHONE = /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** SPEC §5 email: required, 7 to 50 characters, an address pattern. */
export function checkEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return EMAIL_REQUIRED;
  return email.length >= 7 && email.length <= 50 && EMAIL.test(email) ? null : EMAIL_INVALID;
}

type Issue = { path: string; message: string };

/**
 * SPEC §5 address rules for an order's shipping or billing details, in the brand's country. A local stand-in for core's
 * `orderAddressSchema(region)` (the forms issue), with the same messages; the lead switches to it at merge. The
 * result is normalised: trimmed text, the state's code, the zip in its country's format, the phone as 10 digits.
 */
export const orderAddressSchema = (region: 'US' | 'CA', kind: 'shipping' | 'billing' = 'shipping') =>
  addressShape.transform((input, ctx) => {
    const issues: Issue[] = [];
    const fail = (path: string, message: string) => issues.push({ path, message });
    // SPEC §8: a store ships only within its country; the state and zip rules below are that country's.
    if (input.address.country.trim().toUpperCase() !== region) {
      ctx.addIssue({ code: 'custom', path: ['address', 'country'], message: CANNOT_SHIP_MESSAGE });
      return z.NEVER;
    }
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    const fullName = `${firstName} ${lastName}`.trim();
    if (fullName === '') fail('firstName', FULL_NAME_REQUIRED);
    else if (!firstName || !lastName || fullName.length < 3 || fullName.length > 50 || !NAME_CHARS.test(fullName))
      fail('firstName', FULL_NAME_INVALID);
    const phone = input.phone.trim();
    if (!PHONE.test(phone)) fail('phone', PHONE_INVALID);
    const a = input.address;
    const line1 = a.line1.trim();
    const line2 = a.line2.trim();
    if (line1 === '' || line1.length > 100 || !/\p{L}/u.test(line1)) fail('address.line1', `Please enter a ${kind} address`);
    else if (PO_BOX_PATTERN.test(line1)) fail('address.line1', PO_BOX);
    if (line2.length > 50) fail('address.line2', 'Address line 2 must be at most 50 characters');
    else if (PO_BOX_PATTERN.test(line2)) fail('address.line2', PO_BOX);
    const city = a.city.trim();
    if (city === '') fail('address.city', CITY_REQUIRED);
    else if (city.length > 50 || !/\p{L}/u.test(city)) fail('address.city', CITY_INVALID);
    else if (MILITARY_CITY.test(city)) fail('address.city', PO_BOX);
    else if (!CITY_CHARS.test(city)) fail('address.city', CITY_NAME);
    const state = a.state.trim() === '' ? null : normalizeState(a.state, region);
    if (!state) fail('address.state', STATE_REQUIRED);
    const zipText = a.zip.trim();
    const zip = zipText === '' ? null : normalizeZip(zipText, region);
    if (zipText === '') fail('address.zip', ZIP_REQUIRED);
    // SPEC §5: outside Canada a zip below 500 is no real zip.
    else if (!zip || (region === 'US' && Number(zip.slice(0, 5)) < 500)) fail('address.zip', INVALID_ZIP_MESSAGE);
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
    if (issues.length > 0) return z.NEVER;
    const digits = phone.replace(/\D/g, '');
    return {
      firstName,
      lastName,
      phone: digits.length === 11 ? digits.slice(1) : digits,
      address: { line1, line2, zip: zip ?? '', city, state: state ?? '', country: region },
    };
  });
