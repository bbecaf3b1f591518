import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import NotFound, { generateMetadata } from './not-found';

const metadataFor = (brand: string) => generateMetadata({ params: Promise.resolve({ brand }) });

describe('the 404 page has a document title (axe document-title) and stays out of search results', () => {
  it.each([
    ['nestwood', 'Page not found | Nestwood'],
    ['nestwood-ca', 'Page not found | Nestwood Canada'],
    ['hushly', 'Page not found | Hushly'],
    ['no-such-brand', 'Page not found'],
  ])('%s: "%s", noindex', async (brand, title) => {
    const metadata = await metadataFor(brand);
    expect(metadata.title).toBe(title);
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });

  it('says the page was not found and links home', () => {
    const html = renderToStaticMarkup(createElement(NotFound));
    expect(html).toContain('<h1 class="mb-4 text-3xl font-bold">Page not found</h1>');
    expect(html).toContain('href="/"');
  });
});
