import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * What a product, listing, cart or login page runs on its first load must not pull in zod (32 KB compressed and a long
 * task under Lighthouse's throttling). These modules are that code, each with what it imports statically (what it
 * imports dynamically at load is listed itself; what it imports on a click, like the cart store, may use zod); each is
 * bundled as the browser would get it and its inputs are searched for zod. The answers they read were checked by the
 * API (apps/api/test/checked-answers.test.ts).
 */
const FIRST_LOAD = [
  'src/lib/api/browser-fetch.ts',
  'src/lib/api/recommendations.ts',
  'src/lib/api/browser-products.ts',
  'src/lib/api/bottomlines-browser.ts',
  'src/lib/api/reviews-browser.ts',
  'src/features/reviews/reviews-widget.tsx',
  'src/lib/api/upsells.ts',
  'src/lib/api/quotes.ts',
  'src/lib/analytics/data-layer.ts',
  'src/features/cart/cart-state.ts',
  'src/features/cart/cart-reducer.ts',
  'src/features/recommendations/recommendation-list.tsx',
  'src/features/catalog/configurator/use-add-ons.ts',
  'src/features/catalog/configurator/use-purchase-quote.ts',
  'src/features/catalog/configurator/picker-reads.ts',
  'src/features/catalog/configurator/add-on-options.ts',
  // The collection picker and the bundle builder load on the pages that have them, before those pages are interactive.
  'src/features/catalog/collection/collection-section.tsx',
  'src/features/catalog/collection/collection-picker.tsx',
  'src/features/catalog/bundle/bundle-section.tsx',
  'src/features/catalog/bundle/bundle-builder.tsx',
  // The login page: its forms load zod when first used (features/account/lazy-account-forms.ts).
  'src/features/account/login-view.tsx',
  // The cart page shows the cart the server rendered; the cart API client comes with the first change
  // (features/cart/cart-api.ts), the remote token is read unchecked (lib/api/remote-token.ts).
  'src/features/cart/cart-page-view.tsx',
];

const WEB_APP = fileURLToPath(new URL('../../..', import.meta.url));

async function bundledInputs(entry: string): Promise<string[]> {
  const result = await build({
    absWorkingDir: WEB_APP,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    platform: 'browser',
    logLevel: 'silent',
    external: ['react', 'react-dom', 'next'],
    plugins: [
      {
        name: 'static-imports-only',
        setup(bundler) {
          bundler.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs);
}

describe('first-load browser code is zod-free', () => {
  it.each(FIRST_LOAD)('%s', async (entry) => {
    const inputs = await bundledInputs(entry);
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.filter((input) => /node_modules\/zod\//.test(input))).toEqual([]);
  });

  it('the check finds zod where it is (the cart API client)', async () => {
    const inputs = await bundledInputs('src/lib/api/carts.ts');
    expect(inputs.some((input) => /node_modules\/zod\//.test(input))).toBe(true);
  });
});
