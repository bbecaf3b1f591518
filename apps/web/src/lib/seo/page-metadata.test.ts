import { describe, expect, it } from 'vitest';
import { buildPageMetadata, metaDescription } from './page-metadata';

const input = {
  title: 'Luxe Hybrid Mattress',
  brandName: 'Nestwood',
  description: 'Our most supportive hybrid.',
  canonical: 'http://nestwood.localhost:3000/mattresses/luxe-hybrid-mattress',
  pageType: 'PDP' as const,
};

describe('buildPageMetadata', () => {
  it('titles the page with the brand and links canonical and alternates', () => {
    const metadata = buildPageMetadata(input);
    expect(metadata.title).toBe('Luxe Hybrid Mattress | Nestwood');
    expect(metadata.description).toBe('Our most supportive hybrid.');
    expect(metadata.alternates).toEqual({
      canonical: input.canonical,
      languages: { 'x-default': input.canonical, 'en-US': input.canonical },
    });
    expect(metadata.other).toEqual({ 'page-type': 'PDP' });
    expect(metadata.robots).toBeUndefined();
  });

  it('does not repeat the brand name on the home page', () => {
    expect(buildPageMetadata({ ...input, title: 'Nestwood', pageType: 'Page' }).title).toBe('Nestwood');
  });

  it('can keep a page out of the index', () => {
    expect(buildPageMetadata({ ...input, noIndex: true }).robots).toEqual({ index: false, follow: true });
  });
});

describe('metaDescription', () => {
  it('keeps short text and collapses whitespace', () => {
    expect(metaDescription('  a\n b  ')).toBe('a b');
  });

  it('cuts long text at a word', () => {
    const long = 'word '.repeat(60);
    const result = metaDescription(long);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith('word…')).toBe(true);
  });
});
