import { z } from 'zod';
import { orderAddressWireSchema, orderSummarySchema } from './admin-order-wire';
import { RETURN_STATUSES } from './order-states';

/**
 * The staff API's customers (GET /admin/customers, GET /admin/customers/{brand}/{email}). A customer is a brand and a
 * lower-cased email: the account of that email on the brand, if any, and every order placed with it, signed in or not.
 */

const amount = z.number().int();

/** What a customer paid in one currency: captured totals less what was refunded, in minor units. */
export const customerSpentSchema = z.object({ currency: z.enum(['USD', 'CAD']), amount });

/** One customer in the staff list. */
export const customerSummarySchema = z.object({
  brand: z.string(),
  email: z.string(),
  /** The account's name, else the shipping name of the latest order. */
  name: z.string(),
  kind: z.enum(['account', 'guest']),
  ordersCount: z.number().int(),
  spent: z.array(customerSpentSchema),
  lastOrderAt: z.string().nullable(),
});
export type CustomerSummaryWire = z.infer<typeof customerSummarySchema>;

export const customerPageSchema = z.object({ customers: z.array(customerSummarySchema), nextCursor: z.string().nullable() });
export type CustomerPageWire = z.infer<typeof customerPageSchema>;

/** The account behind a customer, with the marketing consents the shopper chose (null: not chosen). */
export const customerAccountSchema = z.object({
  name: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  sendEmail: z.boolean().nullable(),
  sendSms: z.boolean().nullable(),
});

export const customerAddressSchema = z.object({ id: z.string(), isDefault: z.boolean(), address: orderAddressWireSchema });

/** A return not yet at its end (refused or refunded). */
export const customerReturnSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderShortId: z.string(),
  itemIdentifier: z.string(),
  quantity: z.number().int(),
  status: z.enum(RETURN_STATUSES),
  reason: z.string(),
  createdAt: z.string(),
});

export const customerReviewSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  productTitle: z.string(),
  score: z.number().int(),
  title: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/** One customer as the customer page shows them; `orders` are the newest (at most CUSTOMER_ORDERS_MAX). */
export const customerDetailSchema = z.object({
  customer: customerSummarySchema.extend({
    account: customerAccountSchema.nullable(),
    /** The email signed up for text messages on the brand (messaging consents). */
    smsSignedUp: z.boolean(),
  }),
  addresses: z.array(customerAddressSchema),
  orders: z.array(orderSummarySchema),
  moreOrders: z.boolean(),
  openReturns: z.array(customerReturnSchema),
  reviews: z.array(customerReviewSchema),
});
export type CustomerDetailWire = z.infer<typeof customerDetailSchema>;

/** How many of a customer's orders the customer page lists (newest first); the orders list finds the rest by email. */
export const CUSTOMER_ORDERS_MAX = 100;
