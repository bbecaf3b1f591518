import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../../test-support/product-fixture';
import { generateMetadata as cartMetadata } from '../../app/[brand]/checkout/cart/page';
import { generateMetadata as loginMetadata } from '../../app/[brand]/login/page';
import { GET as robots } from '../../app/[brand]/robots.txt/route';
import { GET as sitemap } from '../../app/[brand]/sitemap.xml/route';
import { proxy } from '../../proxy';
import { brandFromParam } from '../brand/brand-param';
import { readChannels } from './served-channels';

/**
 * A channels file serves nestwood at shop.example.test and cloverlane at boutique.example.test, each on its own https
 * origin; DEFAULT_BRAND (plume) is not in it, so no other host is served. Set before the storefront reads its
 * environment and channels (on first use, as the server does at start).
 */
const dir = mkdtempSync(path.join(tmpdir(), 'web-channels-'));
const file = path.join(dir, 'channels.yaml');
writeFileSync(
  file,
  [
    'channels:',
    '  - brand: nestwood',
    '    hosts: [shop.example.test]',
    '    origin: https://shop.example.test',
    '    currency: USD',
    '    country: US',
    '    status: active',
    '  - brand: cloverlane',
    '    hosts: [boutique.example.test]',
    '    origin: https://boutique.example.test',
    '    currency: USD',
    '    country: US',
    '    status: active',
    '    paymentProviders: [stripeDirect, paypal]',
  ].join('\n'),
);
vi.stubEnv('CHANNELS_FILE', file);
vi.stubEnv('DEFAULT_BRAND', 'plume');
vi.stubEnv('SITE_ORIGIN_TEMPLATE', 'http://{brand}.localhost:3000');
vi.stubEnv('API_URL', 'http://127.0.0.1:4000');

// The content pages are read from the storefront's working directory; one sitemap page stands for them here.
vi.mock('../content/load-content', () => ({
  brandContent: () => new Map([['/warranty', { path: '/warranty', sitemap: true }]]),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (host: string, pathname: string) => proxy(new NextRequest(`https://${host}${pathname}`, { headers: { host } }));

describe('a channels file: pages route to the channel’s brand', () => {
  it.each([
    ['shop.example.test', '/mattress', 'https://shop.example.test/nestwood/_product/mattress'],
    ['boutique.example.test', '/', 'https://boutique.example.test/cloverlane'],
    ['BOUTIQUE.example.test:443', '/checkout/cart', 'https://boutique.example.test/cloverlane/checkout/cart'],
  ])('%s%s -> %s', async (host, pathname, rewrite) => {
    const response = await page(host, pathname);
    expect(response.headers.get('x-middleware-rewrite')).toBe(rewrite);
  });

  it.each(['nestwood.localhost:3000', 'plume.store.test', 'localhost:3000'])(
    '%s (no channel claims it, DEFAULT_BRAND plume is not served): 404, no page of any brand',
    async (host) => {
      const response = await page(host, '/mattress');
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(await response.text()).toBe('No storefront is served at this host\n');
    },
  );
});

describe('a channels file: a cart on each host is that brand’s', () => {
  it.each([
    ['shop.example.test', 'nestwood'],
    ['boutique.example.test', 'cloverlane'],
  ])('/api/carts/my/items on %s goes to the API as %s', async (host, brand) => {
    const response = await proxy(
      new NextRequest(`https://${host}/api/carts/my/items`, {
        method: 'POST',
        headers: { host, 'x-brand': 'harbor', 'content-type': 'application/json' },
        body: '{"items":[]}',
      }),
    );
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://127.0.0.1:4000/carts/my/items');
    expect(response.headers.get('x-middleware-request-x-brand')).toBe(brand);
  });

  it('an API call on a host that serves no brand is a 404, never proxied', async () => {
    const response = await proxy(
      new NextRequest('https://plume.localhost/api/carts/my', { headers: { host: 'plume.localhost' } }),
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });
});

describe('a channels file: canonical links, sitemap and robots on the channel origin', () => {
  const params = (brand: string) => ({ params: Promise.resolve({ brand }) });

  it('the canonical link of a page is on its brand’s channel origin', async () => {
    const login = await loginMetadata({ ...params('nestwood'), searchParams: Promise.resolve({}) });
    expect(login.alternates?.canonical).toBe('https://shop.example.test/login');
    expect((await cartMetadata(params('cloverlane'))).alternates?.canonical).toBe('https://boutique.example.test/checkout/cart');
  });

  it('the sitemap lists its URLs on the channel origin', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ status: 'ok', result: [productFixture()] }));
    const response = await sitemap(new Request('https://shop.example.test/sitemap.xml'), params('nestwood'));
    const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toContain('https://shop.example.test/');
    expect(urls).toContain('https://shop.example.test/mattresses/luxe-hybrid-mattress');
    expect(urls).toContain('https://shop.example.test/warranty');
    expect(urls.filter((url) => !url!.startsWith('https://shop.example.test/'))).toEqual([]);
  });

  it('robots.txt names the sitemap on the channel origin', async () => {
    const response = await robots(new Request('https://boutique.example.test/robots.txt'), params('cloverlane'));
    expect(await response.text()).toContain('Sitemap: https://boutique.example.test/sitemap.xml\n');
  });

  it('a brand’s pages get the providers its channel offers', () => {
    expect(brandFromParam('cloverlane').paymentProviders).toEqual(['stripeDirect', 'paypal']);
    expect(brandFromParam('nestwood').paymentProviders).toContain('affirm');
  });
});

describe('readChannels at the server’s start', () => {
  it('a file that cannot be served stops the start with the channel and the field', () => {
    const bad = path.join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({
        channels: [
          { brand: 'cloverlane', hosts: ['Boutique.Example.Test:443'], currency: 'USD', country: 'US', status: 'active' },
        ],
      }),
    );
    expect(() =>
      readChannels({ channelsFile: bad, defaultBrand: 'nestwood', siteOriginTemplate: 'http://{brand}.localhost:3000' }),
    ).toThrow(
      `Invalid channels file ${bad}:\n  channels[0] (cloverlane).hosts[0]: "Boutique.Example.Test:443" is not a hostname`,
    );
  });
});
