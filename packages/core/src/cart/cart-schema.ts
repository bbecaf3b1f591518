import { z } from 'zod';
import { parcelDimensionsSchema } from '../product';
import { safeId, safeText } from '../text/safe-text';

/** The cart as the API returns it; amounts are integer minor units. */
const amount = z.object({ amount: z.number().int() });

export const cartPropertySchema = z.object({ name: z.string(), value: z.string() });

export const cartItemSchema = z.object({
  itemIdentifier: z.string(),
  sku: z.string(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    title: z.string(),
    inventoryKey: z.string(),
    relatedProducts: z.array(z.string()),
    group: z.string(),
    url: z.string(),
    image: z.string().nullable(),
  }),
  properties: z.array(cartPropertySchema),
  quantity: z.number().int(),
  forItem: z.string().nullable(),
  fulfillmentStatus: z.enum(['pending', 'backorder']),
  extras: z.array(z.unknown()),
  parcelDimensions: parcelDimensionsSchema.nullable(),
  discount: z.number().int(),
  priceAfterDiscount: z.number().int(),
  pricing: z.object({
    price: amount,
    breakdown: z.object({ couponDiscount: amount }),
    profilePrice: amount,
  }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartExtraSchema = z.object({
  sku: z.string(),
  name: z.string(),
  title: z.string(),
  kind: z.enum(['tax', 'shipping', 'recycling-fee', 'white-glove', 'service']),
  pricing: z.object({
    price: amount,
    profilePrice: z.object({ amount: z.number().int(), currency: z.enum(['USD', 'CAD']) }),
  }),
  parcelDimensions: parcelDimensionsSchema.nullable(),
});
export type CartExtra = z.infer<typeof cartExtraSchema>;

export const cartHistoryEntrySchema = z.union([
  z.object({ type: z.literal('cartCreated'), metadata: z.object({ channel: z.enum(['cartLink', 'direct']) }), at: z.string() }),
  z.object({ type: z.literal('remoteControlled'), metadata: z.object({}), at: z.string() }),
]);

export const cartSchema = z.object({
  id: z.string(),
  items: z.array(cartItemSchema),
  extras: z.array(cartExtraSchema),
  itemsCount: z.number().int(),
  totalPrice: amount,
  totalDiscount: amount,
  totalValue: amount,
  totalSavings: amount,
  couponDetails: z.object({ code: z.string() }).nullable(),
  /**
   * Only on a merge's answer: the shared cart's coupon that did not come with the merge (the lines did), and why
   * (checked like an applied coupon; a cart whose shopper removed a coupon takes none; the shopper's own coupon stays).
   */
  couponNotApplied: z.object({ code: z.string(), message: z.string() }).optional(),
  metadata: z.object({ reqShippingDate: z.string().nullable(), reqDeliveryDate: z.string().nullable() }),
  historyLog: z.array(cartHistoryEntrySchema),
  currency: z.enum(['USD', 'CAD']),
  preventAddingCoupon: z.boolean(),
  region: z.object({ country: z.string(), state: z.string(), zip: z.string().nullable() }).nullable(),
  /** The chosen delivery option's name and whether old mattress removal comes with it (travels into the order). */
  deliveryOption: z.object({ name: z.string(), withMattressRemoval: z.boolean() }).optional(),
  /**
   * Whether the tax is known: 'at-checkout' before a shipping address (no tax extra yet), 'estimate' when only the
   * state rate is known, 'quoted' otherwise (cart-tax.ts). Absent from orders placed before it existed.
   */
  taxStatus: z.enum(['at-checkout', 'estimate', 'quoted']).optional(),
});
export type Cart = z.infer<typeof cartSchema>;

/** A line as a client sends it (POST /carts/my/items); nothing price-like is accepted. */
export const addLineSchema = z.strictObject({
  productID: safeId(100),
  quantity: z.number().int().min(1, 'Quantity must be a positive whole number').max(20, 'Quantity must be at most 20'),
  properties: z
    .array(z.strictObject({ name: safeText({ min: 1, max: 40 }), value: safeText({ min: 1, max: 60 }) }))
    .max(12)
    .refine((props) => new Set(props.map((p) => p.name)).size === props.length, 'Each property may be given once')
    .default([]),
  forItem: safeId(40).nullable().optional(),
});
export type AddLine = z.infer<typeof addLineSchema>;

/** Only lines with a product id are added; with none left the client refreshes the cart instead. */
export function linesWithProduct<T extends { productID?: string | null }>(lines: readonly T[]): T[] {
  return lines.filter((l) => typeof l.productID === 'string' && l.productID.length > 0);
}
