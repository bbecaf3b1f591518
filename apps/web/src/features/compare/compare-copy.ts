import type { BrandConfig } from '@store/core/brands';
import type { StaticPageCopy } from '../../lib/seo/static-page-metadata';

/** The titles and descriptions of the comparison and sale pages (metadata), per brand name. */
export const COMPARE_COPY = {
  '/compare': {
    title: 'Compare mattresses',
    description: (name) =>
      `Every ${name} mattress side by side: prices in every size, height, feel, materials and layers, trial, warranty and ratings.`,
  },
  '/compare-best-mattresses': {
    title: 'The best mattress for you',
    description: (name) =>
      `Which ${name} mattress is the best value, the firmest, the coolest or the best rated? Verdicts from our own catalogue, with the full comparison.`,
  },
  '/p/compare': {
    title: 'Mattress comparison by size',
    description: (name) =>
      `Choose your size and compare every ${name} mattress at its price in that size, or compare ${name} with our other brands.`,
  },
  '/compare-pillows': {
    title: 'Compare pillows',
    description: (name) =>
      `Every ${name} pillow side by side: fill and materials, prices for standard and king, trial, warranty and ratings.`,
  },
  '/sale': {
    title: 'Sale',
    description: (name) =>
      `Everything ${name} has on sale right now, biggest savings first, with the regular price and the percent off.`,
  },
} satisfies Record<string, StaticPageCopy>;

/** /p/compare/{other}: this brand against another brand of the registry. */
export function rivalCopy(brand: BrandConfig, other: BrandConfig): StaticPageCopy {
  return {
    title: `${brand.name} vs ${other.name} mattresses`,
    description: () =>
      `${brand.name} and ${other.name} mattresses side by side in your size: prices, height, feel, materials, trial, warranty and ratings from both catalogues.`,
  };
}
