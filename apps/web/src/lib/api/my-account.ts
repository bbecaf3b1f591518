import './zod-jitless';
import { z } from 'zod';
import { accountMeWireSchema } from '@store/core/accounts/account-wire';
import { ORDER_STATUSES } from '@store/core/checkout/order-schema';
import { FULFILLMENT_STATUSES, ORDER_PAYMENT_STATUSES } from '@store/core/back-office/order-states';
import { orderAddressWireSchema } from '@store/core/checkout/order-address-wire';
import { browserRequest } from './browser-request';

/** GET/PUT /accounts/me: the account and its consent settings (core's wire schema, shared with the API). */
export const meSchema = accountMeWireSchema;
export type Me = z.infer<typeof meSchema>;
export type Consents = Me['consents'];

/** A saved address: the order address shape with its id and whether it is the default. */
export const savedAddressSchema = orderAddressWireSchema.extend({ id: z.string(), isDefault: z.boolean() });
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** A money amount as minor units, or `{ amount }` as the cart answers it: both read as the integer. */
const minorUnits = z.union([z.number().int(), z.object({ amount: z.number().int() }).transform((m) => m.amount)]);

/** GET /accounts/me/orders: one order of the account's history (newest first). */
export const orderSummarySchema = z.object({
  id: z.string(),
  shortId: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: minorUnits,
  currency: z.enum(['USD', 'CAD']),
  lineCount: z.number().int(),
  firstLineName: z.string().nullish(),
  /** The goods, the money, and what went back so far (minor units). */
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES).optional(),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES).optional(),
  refundedAmount: z.number().int().optional(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** What PUT /accounts/me changes: the name, the consent settings, or both. */
export interface AccountChanges {
  name?: string;
  consents?: Consents;
}

/** A saved address as the API takes it (POST/PUT /accounts/me/addresses). */
export interface AddressChanges {
  address: z.infer<typeof orderAddressWireSchema>;
  isDefault?: boolean;
}

const ADDRESSES = '/accounts/me/addresses';
const addressPath = (id: string) => `${ADDRESSES}/${encodeURIComponent(id)}`;
const ignored = z.unknown();

/** GET /accounts/me (401 NOT_SIGNED_IN when signed out). */
export function getMe(): Promise<Me> {
  return browserRequest('GET', '/accounts/me', meSchema);
}

/** PUT /accounts/me: the answer is the account as saved. */
export function updateMe(changes: AccountChanges): Promise<Me> {
  return browserRequest('PUT', '/accounts/me', meSchema, changes);
}

/** GET /accounts/me/addresses. */
export function listAddresses(): Promise<SavedAddress[]> {
  return browserRequest('GET', ADDRESSES, z.array(savedAddressSchema));
}

/**
 * The address changes answer with what changed; the list is read again after each, since one change can move the
 * default to another address (removing the default makes the newest remaining one default).
 */
export async function addAddress(changes: AddressChanges): Promise<SavedAddress[]> {
  await browserRequest('POST', ADDRESSES, ignored, changes);
  return listAddresses();
}

export async function updateAddress(id: string, changes: AddressChanges): Promise<SavedAddress[]> {
  await browserRequest('PUT', addressPath(id), ignored, changes);
  return listAddresses();
}

export async function removeAddress(id: string): Promise<SavedAddress[]> {
  await browserRequest('DELETE', addressPath(id), ignored);
  return listAddresses();
}

/** GET /accounts/me/orders: newest first. */
export function listMyOrders(): Promise<OrderSummary[]> {
  return browserRequest('GET', '/accounts/me/orders', z.array(orderSummarySchema));
}
