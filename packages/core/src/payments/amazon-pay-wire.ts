import { z } from 'zod';
import { AMAZON_PAYMENT_INTENTS, AMAZON_SESSION_STATES, type AmazonCheckoutSession } from './amazon-pay-session';

const chargeAmount = z.object({ amount: z.number().int(), currencyCode: z.string() });

/** The checkout session on the wire (the API's response schema and the storefront's parser: one definition). */
export const amazonCheckoutSessionSchema = z.object({
  checkoutSessionId: z.string(),
  statusDetails: z.object({
    state: z.enum(AMAZON_SESSION_STATES),
    reasonCode: z.string().nullable(),
    reasonDescription: z.string().nullable(),
  }),
  buyer: z.object({ name: z.string(), email: z.string() }).nullable(),
  shippingAddress: z
    .object({
      name: z.string(),
      addressLine1: z.string(),
      addressLine2: z.string(),
      city: z.string(),
      stateOrRegion: z.string(),
      postalCode: z.string(),
      countryCode: z.string(),
      phoneNumber: z.string(),
    })
    .nullable(),
  paymentDetails: z.object({ paymentIntent: z.enum(AMAZON_PAYMENT_INTENTS).nullable(), chargeAmount: chargeAmount.nullable() }),
  merchantReference: z.string().nullable(),
  constraints: z.array(z.object({ constraintId: z.string(), description: z.string() })),
  webCheckoutDetails: z.object({
    checkoutReviewReturnUrl: z.string(),
    checkoutResultReturnUrl: z.string().nullable(),
    amazonPayRedirectUrl: z.string().nullable(),
  }),
}) satisfies z.ZodType<AmazonCheckoutSession>;

/** Complete call body: chargeAmount (amount in minor units) and currencyCode. */
export const amazonChargeAmountSchema = z.strictObject({
  amount: z.number().int().min(0).max(100_000_000),
  currencyCode: z.enum(['USD', 'CAD']),
});
