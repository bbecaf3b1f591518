import { z } from 'zod';
import { paymentAnswerSchema, safeText } from '@store/core';
import { errorEnvelope } from '../schemas';

/** POST /orders/{id}/payment: a payment body with paymentToken; nothing else (no amount, no currency). */
export const payOrderBody = z.strictObject({ paymentToken: safeText({ min: 1, max: 200 }) });
export const orderIdParam = z.object({
  id: safeText({ max: 24 }).regex(/^[0-9A-Za-z]{24}$/, 'Invalid order id'),
});

export const payOrderResponses = {
  200: paymentAnswerSchema,
  400: errorEnvelope,
  402: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
};
