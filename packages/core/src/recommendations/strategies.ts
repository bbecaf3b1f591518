import type { RecommendationContext } from '../pages';
import type { ProductGroup } from '../product';

/** What one context's row is called and which strategy id (slot strId) produced it. */
export interface RecommendationStrategy {
  /** The row's heading (the answer's `name`). */
  name: string;
  /** Recommendation slot strId: the strategy that ranked the list. */
  strId: string;
  /** Whether the context's anchors (cart products, the viewed product) feed co-purchase and sellsWith scoring. */
  anchored: boolean;
}

/** Contexts as data: the row's name and strategy per context; the ranking code has no branch per context. */
export const RECOMMENDATION_STRATEGIES: Readonly<Record<RecommendationContext, RecommendationStrategy>> = {
  homepage: { name: 'Popular right now', strId: 'recs-popular-v1', anchored: false },
  category: { name: 'Top picks in this category', strId: 'recs-category-v1', anchored: false },
  product: { name: 'Frequently bought together', strId: 'recs-co-purchase-v1', anchored: true },
  cart: { name: 'Complete your bedroom', strId: 'recs-cart-complete-v1', anchored: true },
  other: { name: 'You may also like', strId: 'recs-popular-v1', anchored: false },
};

/**
 * Category context: the product groups each category path puts first. /compare-pillows shows pillows
 * (bedding); /sale spans every group, so it has none to prefer and ranks like the home page.
 */
export const RECOMMENDATION_CATEGORY_GROUPS: Readonly<Record<string, readonly ProductGroup[]>> = {
  mattresses: ['mattress'],
  'bed-frames': ['bed-frame'],
  'compare-pillows': ['bedding'],
  sale: [],
  bedding: ['bedding'],
};

/** The category names the API accepts (`category` query of the category context): the category paths without '/'. */
export const RECOMMENDATION_CATEGORIES = Object.keys(RECOMMENDATION_CATEGORY_GROUPS) as readonly string[];

/** The groups a category row puts first; an unknown or absent category prefers none. */
export function preferredGroups(category: string | undefined): readonly ProductGroup[] {
  return category !== undefined && Object.hasOwn(RECOMMENDATION_CATEGORY_GROUPS, category)
    ? (RECOMMENDATION_CATEGORY_GROUPS[category] ?? [])
    : [];
}

/** The storefront's request gives up after 3 s ("Recommendation request timeout is 3 s"). */
export const RECOMMENDATION_TIMEOUT_MS = 3000;
/** Default and largest row length (the call's limit is 1..12, default 8). */
export const RECOMMENDATION_DEFAULT_LIMIT = 8;
export const RECOMMENDATION_MAX_LIMIT = 12;
