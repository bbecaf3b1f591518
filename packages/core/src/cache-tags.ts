import { isBrandKey, type BrandKey } from './brands';
import { isReviewCacheTag } from './reviews/cache-tags';

/**
 * Every read the storefront caches from the API carries its brand's tag, so a change to what a brand sells (a product,
 * a price, a photo, the catalogue file) expires all of that brand's cached reads at once.
 */
export const brandCacheTag = (brand: BrandKey): string => `brand:${brand}`;

/**
 * The tags a storefront expires on the API's word: a brand's tag (the catalogue changed) or a review read's tag (a
 * review or vote changed), of a known brand. Anything else is refused, so the secret's holder cannot name arbitrary
 * cache entries.
 */
export function isStorefrontCacheTag(tag: string): boolean {
  if (tag.startsWith('brand:')) return isBrandKey(tag.slice('brand:'.length));
  return isReviewCacheTag(tag);
}
