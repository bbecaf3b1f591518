import type { BrandConfig } from '@store/core/brands';
import { SIZE_DIMENSIONS, SIZE_LABELS, type SizeKey } from '@store/core/enums';
import { CATEGORY_TITLES, type CategoryKey } from '@store/core/pages';

export interface ListingCopy {
  title: string;
  intro: string;
}

/** A discontinued brand makes no selling claims (no "Shop", trial or free shipping): its pages stay for support. */
function sells(brand: BrandConfig): boolean {
  return brand.status === 'active';
}

/** Heading and intro of a category list page. */
export function categoryCopy(brand: BrandConfig, category: CategoryKey): ListingCopy {
  const title = CATEGORY_TITLES[category];
  if (!sells(brand)) return { title, intro: `${brand.name} ${title.toLowerCase()} are no longer sold.` };
  return { title, intro: `Shop ${brand.name} ${title.toLowerCase()}, with free shipping and returns.` };
}

/** Heading and intro of a size landing page, with the dimensions of the size. */
export function sizeLandingCopy(brand: BrandConfig, size: SizeKey): ListingCopy {
  const label = SIZE_LABELS[size];
  const dims = SIZE_DIMENSIONS[size];
  const measure = dims ? ` A ${label} mattress measures ${dims.width}" x ${dims.length}".` : '';
  const claims = sells(brand)
    ? ` ${brand.copy.mattressTrial}, free shipping and returns.`
    : ` ${brand.name} mattresses are no longer sold.`;
  return { title: `${label} Size Mattresses`, intro: `Every ${brand.name} mattress made in ${label}.${measure}${claims}` };
}
