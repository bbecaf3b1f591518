import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';

describe('BreadcrumbList JSON-LD, absolute URLs on the brand origin', () => {
  it('lists Home, the category and the product in order', () => {
    expect(
      breadcrumbJsonLd('https://www.nestwood.example/', [
        { name: 'Home', path: '/' },
        { name: 'Mattresses', path: '/mattresses' },
        { name: 'Luxe Hybrid Mattress', path: '/mattresses/luxe-hybrid-mattress' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.nestwood.example/' },
        { '@type': 'ListItem', position: 2, name: 'Mattresses', item: 'https://www.nestwood.example/mattresses' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Luxe Hybrid Mattress',
          item: 'https://www.nestwood.example/mattresses/luxe-hybrid-mattress',
        },
      ],
    });
  });

  it.each([
    ['http://localhost:3000', 'mattresses', 'http://localhost:3000/mattresses'],
    ['http://localhost:3000/', '//mattress', 'http://localhost:3000/mattress'],
  ])('joins %s and %s', (origin, path, url) => {
    expect(breadcrumbJsonLd(origin, [{ name: 'x', path }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'x', item: url },
    ]);
  });
});
