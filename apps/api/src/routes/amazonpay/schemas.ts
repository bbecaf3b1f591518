import { z } from 'zod';
import { AMAZON_PAYMENT_INTENTS, amazonChargeAmountSchema, amazonCheckoutSessionSchema, safeText } from '@store/core';
import { errorEnvelope, okEnvelope } from '../schemas';

/** A checkout session id: 32 characters of CSPRNG base62. */
export const sessionIdParam = z.object({ id: safeText({ max: 40 }).regex(/^[0-9A-Za-z]{32}$/, 'Invalid checkout session id') });

/** ?checkoutReviewReturnUrl=... (checked as a /checkout/ path by the use case). */
export const createSessionQuery = z.object({ checkoutReviewReturnUrl: safeText({ min: 1, max: 300 }) });

/** PATCH body: the payment details (intent default Authorize, charge amount, merchant reference, return URL). */
export const updateSessionBody = z.strictObject({
  paymentIntent: z.enum(AMAZON_PAYMENT_INTENTS).optional(),
  chargeAmount: amazonChargeAmountSchema.optional(),
  merchantReference: safeText({ max: 24 }).regex(/^[0-9A-Za-z]{24}$/, 'Invalid order id'),
  checkoutResultReturnUrl: safeText({ min: 1, max: 300 }),
});

/** Complete call body: chargeAmount (amount) and currencyCode. */
export const completeSessionBody = z.strictObject({ chargeAmount: amazonChargeAmountSchema });

export const sessionResponses = {
  200: okEnvelope(amazonCheckoutSessionSchema),
  400: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
};
