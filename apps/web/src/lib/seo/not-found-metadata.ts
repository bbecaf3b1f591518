import type { Metadata } from 'next';

/**
 * The head of a 404: a document title (every page needs one, for screen readers and tabs), the brand's when known, and
 * noindex, so a missing page never lands in search results.
 */
export function notFoundMetadata(brandName: string | null): Metadata {
  return {
    title: brandName === null ? 'Page not found' : `Page not found | ${brandName}`,
    robots: { index: false, follow: true },
  };
}
