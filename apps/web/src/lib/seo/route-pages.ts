/**
 * Issue 12 sitemap contract: the pages that are routes of their own (not content files), one line each, and which
 * brands have them: 'selling' (brands with status active) or 'all'. The sitemap lists them; a route page checks it too.
 */
export interface RoutePage {
  path: string;
  brands: 'selling' | 'all';
}

export const ROUTE_PAGES: readonly RoutePage[] = [
  { path: '/compare', brands: 'selling' },
  { path: '/compare-best-mattresses', brands: 'selling' },
  { path: '/p/compare', brands: 'selling' },
  { path: '/compare-pillows', brands: 'selling' },
  { path: '/sale', brands: 'selling' },
];
