import { z } from 'zod';
import { CHECKOUT_STEPS } from '../checkout/navigation';
import { PAYMENT_PROVIDERS } from '../enums';
import { RECOMMENDATION_CONTEXTS } from '../pages';

/**
 * The one catalogue of analytics events the storefront pushes to `window.dataLayer` (the tag manager's
 * convention; GA4 names where GA4 has one). Money here is MAJOR units (GA4 reads `value: 129.5` as $129.50): the
 * builders (event-builders.ts, apart so that the browser builds events without loading zod) convert from the store's
 * minor units once per figure (toMajorUnits), nowhere else. The schema checks events in tests and in the browser
 * journeys, not in the shopper's browser.
 */
const currency = z.enum(['USD', 'CAD']);
const code = z.string().min(1).max(40);
const majorAmount = z.number().finite().nonnegative();

/** A GA4 item: the cart line's sku, its product title, the unit price after discounts (major units), the quantity. */
export const analyticsItemSchema = z.strictObject({
  item_id: z.string().min(1).max(100),
  item_name: z.string().max(200),
  price: majorAmount,
  quantity: z.number().int().positive(),
});
export type AnalyticsItem = z.infer<typeof analyticsItemSchema>;

export const analyticsEventSchema = z.discriminatedUnion('event', [
  z.strictObject({
    event: z.literal('purchase'),
    orderId: z.string().min(1).max(64),
    value: majorAmount,
    currency,
    coupon: code.optional(),
    items: z.array(analyticsItemSchema).max(200),
  }),
  z.strictObject({
    event: z.literal('add_to_cart'),
    currency,
    value: majorAmount,
    items: z.array(analyticsItemSchema).min(1).max(50),
  }),
  z.strictObject({
    event: z.literal('view_item'),
    currency,
    value: majorAmount,
    items: z.array(analyticsItemSchema).length(1),
  }),
  z.strictObject({ event: z.literal('coupon_applied'), code }),
  z.strictObject({ event: z.literal('coupon_failed'), code, reason: z.string().min(1).max(300) }),
  z.strictObject({ event: z.literal('insufficientFunds'), provider: z.enum(PAYMENT_PROVIDERS) }),
  z.strictObject({
    event: z.literal('upsell_error'),
    context: z.enum(RECOMMENDATION_CONTEXTS),
    reason: z.string().min(1).max(300),
  }),
  z.strictObject({ event: z.literal('checkout_step'), step: z.enum(CHECKOUT_STEPS) }),
  z.strictObject({
    event: z.literal('wallet_payment_cancelled'),
    provider: z.enum(PAYMENT_PROVIDERS),
    reason: z.string().max(300).optional(),
  }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventName = AnalyticsEvent['event'];
/** One event of the catalogue by name, e.g. `AnalyticsEventOf<'purchase'>`. */
export type AnalyticsEventOf<N extends AnalyticsEventName> = Extract<AnalyticsEvent, { event: N }>;

/** Every event name of the catalogue (documentation and tests). */
export const ANALYTICS_EVENT_NAMES = analyticsEventSchema.options.map((o) => o.shape.event.value);
