import { z } from 'zod';
import { BRAND_KEYS } from '../brands';
import { PRODUCT_GROUPS, productSchema } from '../product';
import { COUPON_STACKING } from '../cart/coupon-rule';
import { upsellItemSchema } from '../upsell';
import { REVIEW_STATUSES, albumItemSchema, reviewMediaSchema, reviewScoreSchema } from '../reviews/wire';
import { weeklyHoursSchema } from '../store-locator/hours';

/**
 * A brand's store data as a file (docs/catalog-file.md): the catalogue (products with their properties, options,
 * prices, availability, copy and media; upsell offers and gifts) and the data around it (coupons, seed reviews and
 * albums, showrooms, starting recommendation signals). Every section is optional: an absent section leaves the stored
 * one as it is, a present one (even empty) is what the brand has after the import.
 */

export const CATALOG_FILE_FORMAT = 'store-catalog';
export const CATALOG_FILE_VERSION = 1;

const cents = z.number().int().min(0);

/** A coupon's rules; how often it has been redeemed is the store's count, never the file's. */
export const catalogCouponSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_-]{3,20}$/, 'expected 3 to 20 capital letters, digits, - or _'),
  kind: z.enum(['percent', 'fixed']),
  /** Percent off (1-100) for a percent coupon; minor units off for a fixed one. */
  value: z.number().int().min(1),
  /** The merchandise subtotal (minor units) a cart needs before the coupon applies; 0 for none. */
  minSubtotal: cents,
  /** Product groups the discount applies to; empty is every line. */
  appliesTo: z.array(z.enum(PRODUCT_GROUPS)),
  /** When the coupon stops applying (an ISO 8601 instant), or null for never. */
  expiresAt: z.iso.datetime().nullable(),
  /** Redemptions allowed across all shoppers; null is unlimited. */
  maxRedemptions: z.number().int().min(1).nullable(),
  /** An auto-applied coupon stays on a cart while it gives no discount. */
  keepWhenZero: z.boolean(),
  /** Applies only to a shopper the returning-customer check recognised. */
  returningCustomerOnly: z.boolean(),
  /** The most it takes off one cart, minor units; null is no cap. */
  maxDiscount: cents.nullable(),
  /** How many eligible units it covers, the dearest first; null is every eligible unit. */
  maxUnits: z.number().int().min(1).nullable(),
  // The five rules below came after the first files were written: a file without them still imports, with the
  // default that keeps the coupon doing what it did (every product, from now, live, no per-shopper limit, with deals).
  /** Product ids it applies to besides the groups of appliesTo; both empty is every line. */
  products: z.array(z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'expected a product id')).default([]),
  /** When the coupon starts applying (an ISO 8601 instant), or null for at once. */
  startsAt: z.iso.datetime().nullable().default(null),
  /** Paused by staff: refused as if unknown until resumed. */
  paused: z.boolean().default(false),
  /** Orders one shopper (by email or account) may pay with it; null for no limit. */
  maxPerShopper: z.number().int().min(1).nullable().default(null),
  /** with-deals: on top of sale prices, gifts and bundle deals; full-price-only: only lines at their list price. */
  stacking: z.enum(COUPON_STACKING).default('with-deals'),
});
export type CatalogCoupon = z.infer<typeof catalogCouponSchema>;

/** A review the store ships with (shoppers' own reviews are the store's, never in a file). */
export const catalogReviewSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  /** The reviewed product's id. */
  domainKey: z.string().min(1),
  productTitle: z.string().min(1),
  score: reviewScoreSchema,
  title: z.string(),
  content: z.string().min(1),
  displayName: z.string().min(1),
  verifiedBuyer: z.boolean(),
  topics: z.array(z.string().min(1)),
  media: z.array(reviewMediaSchema),
  status: z.enum(REVIEW_STATUSES),
  /** Helpful votes the review starts with; votes shoppers cast later are counted by the store and kept by an import. */
  votesUp: z.number().int().min(0),
  votesDown: z.number().int().min(0),
  /** When it was written, an ISO 8601 instant. */
  createdAt: z.iso.datetime(),
});
export type CatalogReview = z.infer<typeof catalogReviewSchema>;

/** A named set of review media (the video testimonials). */
export const catalogAlbumSchema = z.object({
  name: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1),
  items: z.array(albumItemSchema),
});
export type CatalogAlbum = z.infer<typeof catalogAlbumSchema>;

/** A showroom; its coordinates come from its postal code when imported, never from the file. */
export const catalogShowroomSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  line1: z.string().min(1),
  city: z.string().min(1),
  state: z.string().regex(/^[A-Z]{2}$/),
  postalCode: z.string().min(3),
  country: z.enum(['US', 'CA']),
  phone: z.string().min(1),
  hours: weeklyHoursSchema,
});
export type CatalogShowroom = z.infer<typeof catalogShowroomSchema>;

const signalCount = z.number().int().min(1);

/**
 * The recommendations' starting signals (popularity per product, co-purchase counts per pair of products), used until
 * paid orders say more; the counts paid orders add are the store's and never in a file.
 */
export const catalogSignalsSchema = z.object({
  popularity: z.array(z.object({ productId: z.string().min(1), count: signalCount })),
  /** Each pair once, in either order. */
  pairs: z.array(z.object({ a: z.string().min(1), b: z.string().min(1), count: signalCount })),
});
export type CatalogSignals = z.infer<typeof catalogSignalsSchema>;

export const catalogFileSchema = z.object({
  format: z.literal(CATALOG_FILE_FORMAT).describe('Always "store-catalog".'),
  version: z.literal(CATALOG_FILE_VERSION).describe('The version of the format this file follows.'),
  brand: z.enum(BRAND_KEYS).describe('The brand whose data the file holds.'),
  products: z
    .array(productSchema)
    .optional()
    .describe('The products in catalogue order, each with its properties, prices, availability per sku, copy and media.'),
  upsells: z.array(upsellItemSchema).optional().describe('Upsell offers and gifts with purchase, in catalogue order.'),
  coupons: z.array(catalogCouponSchema).optional().describe("Coupons and their rules (redemptions are the store's count)."),
  reviews: z.array(catalogReviewSchema).optional().describe("The reviews the store ships with (not shoppers' own)."),
  reviewAlbums: z.array(catalogAlbumSchema).optional().describe('Named sets of review media.'),
  showrooms: z.array(catalogShowroomSchema).optional().describe('Showrooms; coordinates come from the postal code.'),
  signals: catalogSignalsSchema.optional().describe("The recommendations' starting signals."),
});
export type CatalogFile = z.infer<typeof catalogFileSchema>;

/** The sections a file may carry, in the order a file lists them. */
export const CATALOG_SECTIONS = [
  'products',
  'upsells',
  'coupons',
  'reviews',
  'reviewAlbums',
  'showrooms',
  'signals',
] as const satisfies ReadonlyArray<keyof CatalogFile>;
export type CatalogSection = (typeof CATALOG_SECTIONS)[number];
