import { describe, it, expect } from 'vitest';
import { resolveRoute, type RouteMatch } from './routes';

type Case = { segments: string[]; expected: RouteMatch; path?: string };
const notFound: RouteMatch = { kind: 'not-found' };

/** Adds the joined path to each case so test names read as URLs. */
function cases(table: Case[]): (Case & { path: string })[] {
  return table.map((c) => ({ ...c, path: `/${c.segments.join('/')}` }));
}

describe('resolveRoute', () => {
  it.each(cases([{ segments: [], expected: { kind: 'home' } }]))('the root path is the home page', ({ segments, expected }) => {
    expect(resolveRoute(segments)).toEqual(expected);
  });

  it.each(
    cases(
      (['mattresses', 'bed-frames', 'bedding', 'mattress-bundles', 'furniture', 'kids'] as const).map((category) => ({
        segments: [category],
        expected: { kind: 'listing', category },
      })),
    ),
  )('category lists: $path is a category listing', ({ segments, expected }) => {
    expect(resolveRoute(segments)).toEqual(expected);
  });

  it.each(
    cases([
      { segments: ['king-size-mattresses'], expected: { kind: 'size-landing', size: 'king' } },
      { segments: ['twin-size-mattresses'], expected: { kind: 'size-landing', size: 'twin' } },
      { segments: ['full-size-mattresses'], expected: { kind: 'size-landing', size: 'full' } },
      { segments: ['queen-size-mattresses'], expected: { kind: 'size-landing', size: 'queen' } },
      { segments: ['cal-king-size-mattresses'], expected: notFound },
    ]),
  )('size landing pages: $path shows one mattress size', ({ segments, expected }) => {
    expect(resolveRoute(segments)).toEqual(expected);
  });

  it.each(
    cases([{ segments: ['mattress'], expected: { kind: 'product', name: 'mattress', section: 'mattress', selection: {} } }]),
  )('/mattress is the base mattress', ({ segments, expected }) => {
    expect(resolveRoute(segments)).toEqual(expected);
  });

  it.each(
    cases([
      {
        segments: ['mattress', 'hybrid', 'soft', 'queen'],
        expected: {
          kind: 'product',
          name: 'mattress',
          section: 'mattress',
          selection: { Material: 'hybrid', Firmness: 'soft', Size: 'queen' },
        },
      },
      {
        segments: ['mattress', 'memory-foam', 'luxury-firm', 'twin-xl'],
        expected: {
          kind: 'product',
          name: 'mattress',
          section: 'mattress',
          selection: { Material: 'memory-foam', Firmness: 'luxury-firm', Size: 'twinXL' },
        },
      },
      {
        segments: ['mattress', 'hybrid', 'firm', 'cal-king'],
        expected: {
          kind: 'product',
          name: 'mattress',
          section: 'mattress',
          selection: { Material: 'hybrid', Firmness: 'firm', Size: 'calKing' },
        },
      },
      { segments: ['mattress', 'latex', 'soft', 'queen'], expected: notFound },
      { segments: ['mattress', 'hybrid', 'medium', 'queen'], expected: notFound },
      { segments: ['mattress', 'hybrid', 'soft', 'huge'], expected: notFound },
      { segments: ['mattress', 'soft', 'hybrid', 'queen'], expected: notFound },
      { segments: ['mattress', 'hybrid'], expected: notFound },
      { segments: ['mattress', 'hybrid', 'soft'], expected: notFound },
    ]),
  )(
    '/mattress/{material}/{firmness}/{size} preselects a hybrid or memory-foam material, a soft, firm or luxury-firm firmness and a size ($path)',
    ({ segments, expected }) => {
      expect(resolveRoute(segments)).toEqual(expected);
    },
  );

  it.each(
    cases(
      [
        ['mattresses', 'luxe-hybrid-mattress'],
        ['mattresses', 'premier-memory-foam-mattress'],
        ['bed-frames', 'bamboo-platform-bed-frame'],
        ['bedding', 'natural-cotton-sheet-set'],
        ['bedding', 'serenity-sheet-set-pillow-bundle'],
        ['furniture', '2-drawer-nightstand'],
        ['bedroom-sets', 'socalle-nightstand-set'],
        ['kids', 'kids-bunk-bed'],
        ['mattress-bundles', 'adjustable-frame-bundle'],
        ['bundle-builder', 'build-your-bundle'],
      ].map(([section = '', name = '']) => ({
        segments: [section, name],
        expected: { kind: 'product', name, section, selection: {} },
      })),
    ),
  )('product pages: $path is a product page', ({ segments, expected }) => {
    expect(resolveRoute(segments)).toEqual(expected);
  });

  it.each(
    cases([
      {
        segments: ['bedding', 'serenity-sheet-set-pillow-bundle', 'size-queen'],
        expected: { kind: 'product', name: 'serenity-sheet-set-pillow-bundle', section: 'bedding', selection: { Size: 'queen' } },
      },
      {
        segments: ['bedding', 'serenity-sheet-set-pillow-bundle', 'size-twin-xl'],
        expected: {
          kind: 'product',
          name: 'serenity-sheet-set-pillow-bundle',
          section: 'bedding',
          selection: { Size: 'twinXL' },
        },
      },
      {
        segments: ['bedding', 'serenity-sheet-set-pillow-bundle', 'queen-size+white-color'],
        expected: {
          kind: 'product',
          name: 'serenity-sheet-set-pillow-bundle',
          section: 'bedding',
          selection: { Size: 'queen', Color: 'white' },
        },
      },
      { segments: ['bedding', 'serenity-sheet-set-pillow-bundle', 'size-huge'], expected: notFound },
      { segments: ['bedding', 'serenity-sheet-set-pillow-bundle', 'queen-size+king-size'], expected: notFound },
    ]),
  )(
    'Serenity bundle pages take a trailing filter segment, size-{size} or value-name pairs joined by plus signs ($path)',
    ({ segments, expected }) => {
      expect(resolveRoute(segments)).toEqual(expected);
    },
  );

  it.each(
    cases([
      { segments: ['bedding', 'pillow', 'size-queen'], expected: notFound },
      { segments: ['mattresses', 'luxe-hybrid-mattress', 'queen-size'], expected: notFound },
      { segments: ['kids', 'serenity-sheet-set-pillow-bundle', 'size-queen'], expected: notFound },
    ]),
  )('only the Serenity bundle takes a trailing filter segment ($path)', ({ segments, expected }) => {
    expect(resolveRoute(segments)).toEqual(expected);
  });

  it.each(
    cases([
      { segments: ['unknown'], expected: notFound },
      { segments: ['login'], expected: notFound },
      { segments: ['p', 'about'], expected: notFound },
      { segments: ['checkout', 'cart'], expected: notFound },
      { segments: ['bedding', 'pillow', 'extra', 'more'], expected: notFound },
      { segments: ['mattress', 'hybrid', 'soft', 'queen', 'extra'], expected: notFound },
      { segments: ['Mattresses'], expected: notFound },
      { segments: ['bedding', 'Pillow'], expected: notFound },
      { segments: ['bedding', 'pillow.html'], expected: notFound },
      { segments: ['bedding', 'pil low'], expected: notFound },
      { segments: ['bedding', ''], expected: notFound },
      { segments: ['bedding', 'pillow_ab'], expected: notFound },
    ]),
  )('routes: any other path, and any segment outside lowercase [a-z0-9-+], is not found ($path)', ({ segments, expected }) => {
    expect(resolveRoute(segments)).toEqual(expected);
  });
});
