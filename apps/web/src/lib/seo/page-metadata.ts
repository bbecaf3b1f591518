import type { Metadata } from 'next';
import type { PageType } from '@store/core/pages';

export interface PageMetadataInput {
  /** The page's own title ('Luxe Hybrid Mattress'); the brand name is appended. */
  title: string;
  brandName: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  pageType: PageType;
  /** Pages that must stay out of search results (404, discontinued listings). */
  noIndex?: boolean;
}

/** Every page has a page type, a title, a description and an x-default alternate-language link. */
export function buildPageMetadata(input: PageMetadataInput): Metadata {
  const title = input.title === input.brandName ? input.title : `${input.title} | ${input.brandName}`;
  return {
    title,
    description: input.description,
    alternates: {
      canonical: input.canonical,
      languages: { 'x-default': input.canonical, 'en-US': input.canonical },
    },
    openGraph: {
      title,
      description: input.description,
      url: input.canonical,
      siteName: input.brandName,
      type: 'website',
      locale: 'en_US',
    },
    other: { 'page-type': input.pageType },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Meta descriptions stay readable in results: whitespace collapsed, cut at a word near 160 characters. */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  const cut = flat.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}
