import type { StaticPageCopy } from '../../lib/seo/static-page-metadata';

/** /store/store-locator: the page's title and description (page type WP from core MARKETING_PATHS). */
export const STORE_LOCATOR_COPY: StaticPageCopy = {
  title: 'Find a showroom',
  description: (brandName) =>
    `Try a ${brandName} mattress in person: find the showroom nearest you by ZIP or postal code, with addresses, phone numbers and opening hours.`,
};

/** How many showrooms a search lists (nearest first). */
export const NEAREST_LIMIT = 6;
