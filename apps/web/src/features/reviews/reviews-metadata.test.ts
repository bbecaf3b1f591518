import { describe, expect, it } from 'vitest';
import { BRANDS } from '@store/core/brands';
import { reviewsPageMetadata } from './reviews-metadata';

describe('reviewsPageMetadata (marketing pages with metadata)', () => {
  it.each([
    ['/reviews', 'Customer reviews | Nestwood'],
    ['/reviews/video-testimonials', 'Video testimonials | Nestwood'],
  ] as const)('%s has a title, description, canonical, x-default and page type WP', (path, title) => {
    const metadata = reviewsPageMetadata(BRANDS.nestwood, path);
    expect(metadata.title).toBe(title);
    expect(metadata.description).toContain('Nestwood');
    expect(metadata.alternates?.canonical).toMatch(new RegExp(`${path}$`));
    expect(metadata.alternates?.languages).toHaveProperty('x-default');
    expect(metadata.other).toEqual({ 'page-type': 'WP' });
  });
});
