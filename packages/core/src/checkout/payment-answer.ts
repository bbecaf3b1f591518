import { z } from 'zod';
import { cartSchema } from '../cart/cart-schema';

const orderAddressWire = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    zip: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
  }),
});

/**
 * The Order of the orders contract (SPEC §3 fields) as the payment answer carries it; GET /orders/{id} answers the
 * same shape (the orders routes may replace this with their own schema of it).
 */
export const paymentOrderSchema = z.object({
  id: z.string(),
  shortId: z.string(),
  status: z.enum(['pending', 'paid', 'cancelled']),
  email: z.string(),
  cart: cartSchema,
  shippingDetails: orderAddressWire,
  billingDetails: orderAddressWire,
  paymentDetails: z.object({ billingProvider: z.string(), customerID: z.string().nullable() }),
  journey: z.string().nullable(),
  brand: z.string(),
  backorderDays: z.number(),
  extraData: z.record(z.string(), z.unknown()),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

/** SPEC §7 POST /orders/{id}/payment answer: status, result and message. */
export const paymentAnswerSchema = z.object({
  status: z.literal('ok'),
  result: z.object({
    paymentStatus: z.enum(['succeeded', 'requires_action']),
    /** Where the shopper approves the payment (3-D Secure, a redirect provider); then pay again with the intent. */
    redirectUrl: z.string().optional(),
    order: paymentOrderSchema,
  }),
  message: z.string(),
});
export type PaymentAnswerEnvelope = z.infer<typeof paymentAnswerSchema>;

/** The sandbox card field's token answer (POST /sandbox/card/tokens). */
export const cardTokenSchema = z.object({ token: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() });
