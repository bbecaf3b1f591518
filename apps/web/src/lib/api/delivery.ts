import './zod-jitless';
import { z } from 'zod';
import { browserRequest } from './browser-request';
import { cartSchema, type Cart } from './cart-schema';

/** Delivery option as GET /carts/my/delivery-options lists it (pricing carries its label). */
const deliveryOptionSchema = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  details: z.string(),
  pricing: z.object({ price: z.object({ amount: z.number() }), label: z.string() }),
  isDefault: z.boolean(),
});

/** The checkout's sddInfo: same-day delivery for the cart's shipping ZIP now, offered (cut-off, fee) or why not. */
const sddInfoSchema = z.object({
  available: z.boolean(),
  reason: z.string().nullable(),
  message: z.string().nullable(),
  zone: z.string().nullable(),
  cutoff: z.string().nullable(),
  fee: z.number().nullable(),
  estimate: z.string().nullable(),
});
export type SddInfo = z.infer<typeof sddInfoSchema>;

const deliveryViewSchema = z.object({
  options: z.array(deliveryOptionSchema),
  selected: z.object({ name: z.string(), withMattressRemoval: z.boolean() }),
  sddInfo: sddInfoSchema,
});
export type DeliveryView = z.infer<typeof deliveryViewSchema>;

const wgsSchema = z.object({
  wgsAvailable: z.boolean(),
  basePrice: z.number(),
  discountedPrice: z.number(),
  message: z.string().nullable(),
});
export type WgsPrices = z.infer<typeof wgsSchema>;

/** The region object of PUT /carts/region (shipping fields flat, billing prefixed, exemptionType 'other'). */
export interface RegionInput {
  country: string;
  state: string;
  zip: string;
  city: string;
  line1: string;
  line2: string;
  billingCountry: string;
  billingState: string;
}

/** PUT /carts/region: validates the shipping address (412 with the text) and prices the cart for it (taxes). */
export function setCartRegion(region: RegionInput, signal?: AbortSignal): Promise<Cart> {
  return browserRequest('PUT', '/carts/region', cartSchema, { region: { ...region, exemptionType: 'other' } }, signal);
}

/** GET /carts/my/delivery-options: the options the cart and its region offer, the cart's choice and its sddInfo. */
export function fetchDeliveryOptions(): Promise<DeliveryView> {
  return browserRequest('GET', '/carts/my/delivery-options', deliveryViewSchema);
}

/** PUT /carts/my/delivery-option: the choice is stored on the cart, which prices it (and the order freezes it). */
export function chooseDeliveryOption(name: string, withMattressRemoval: boolean): Promise<Cart> {
  return browserRequest('PUT', '/carts/my/delivery-option', cartSchema, { name, withMattressRemoval });
}

/** GET /orders/wgs?dd&state: white glove prices for the cart and whether the state has crews. */
export function fetchWgsPrices(dd: string, state: string): Promise<WgsPrices> {
  const query = new URLSearchParams({ dd, state });
  return browserRequest('GET', `/orders/wgs?${query.toString()}`, wgsSchema);
}

/**
 * HEAD /orders?dd&email&phone&zip&status=done (returning-customer check): true when the answer's `exist`
 * header is 'true'. The server applies the coupon itself; the caller re-reads the cart. Any failure reads as false.
 */
export async function checkReturningCustomer(input: { dd: string; email: string; phone: string; zip: string }): Promise<boolean> {
  const query = new URLSearchParams({ ...input, status: 'done' });
  try {
    const response = await fetch(`/api/orders?${query.toString()}`, {
      method: 'HEAD',
      credentials: 'same-origin',
      cache: 'no-store',
    });
    return response.ok && response.headers.get('exist') === 'true';
  } catch {
    return false;
  }
}
