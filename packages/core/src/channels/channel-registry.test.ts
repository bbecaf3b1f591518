import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import { createChannelRegistry } from './channel-registry';
import type { Channel } from './channel-schema';
import { DEFAULT_CHANNELS } from './default-channels';

const TEMPLATE = 'http://{brand}.localhost:3000';
const defaults = createChannelRegistry(DEFAULT_CHANNELS, { defaultBrand: 'plume', originTemplate: TEMPLATE });

const fileChannels: Channel[] = [
  {
    brand: 'nestwood',
    hosts: ['shop.example.test', 'www.shop.example.test'],
    origin: 'https://shop.example.test',
    currency: 'USD',
    country: 'US',
    status: 'active',
  },
  {
    brand: 'cloverlane',
    hosts: ['boutique.example.test'],
    origin: 'https://boutique.example.test',
    returnOrigin: 'https://boutique.example.test',
    currency: 'USD',
    country: 'US',
    status: 'active',
    paymentProviders: ['stripeDirect', 'paypal'],
  },
  {
    brand: 'arbor',
    hosts: ['arbor.example.test'],
    currency: 'USD',
    country: 'US',
    status: 'discontinued',
    successor: 'nestwood',
  },
];
const fromFile = (defaultBrand: 'nestwood' | 'plume') =>
  createChannelRegistry(fileChannels, { defaultBrand, originTemplate: 'https://{brand}.example.com/' });

describe('brandForHost', () => {
  it.each([
    ['nestwood.localhost:3000', 'nestwood'],
    ['driftvale.localhost', 'driftvale'],
    ['NESTWOOD-CA.LOCALHOST:3000', 'nestwood-ca'],
    ['harbor.store.test', 'harbor'],
    ['hushly.store.test:443', 'hushly'],
    ['localhost:3000', 'plume'],
    ['127.0.0.1:3000', 'plume'],
    ['unknown.example', 'plume'],
    ['', 'plume'],
    [undefined, 'plume'],
    [null, 'plume'],
  ])('default channels: %s -> %s (a host no channel claims gets the default brand)', (host, brand) => {
    expect(defaults.brandForHost(host)).toBe(brand);
  });

  it.each([
    ['shop.example.test', 'nestwood', 'nestwood'],
    ['WWW.Shop.Example.Test:8443', 'nestwood', 'nestwood'],
    ['boutique.example.test', 'nestwood', 'cloverlane'],
    ['boutique.example.test.', 'plume', 'cloverlane'],
    ['arbor.example.test', 'plume', 'arbor'],
    // The file leaves out the .localhost hosts: they are unknown now.
    ['cloverlane.localhost:3000', 'nestwood', 'nestwood'],
    ['localhost', 'nestwood', 'nestwood'],
    // The default brand is not in the file, so it is not served: an unknown host gets no brand.
    ['cloverlane.localhost:3000', 'plume', null],
    ['plume.localhost', 'plume', null],
    ['localhost', 'plume', null],
  ] as const)('a channels file: %s with DEFAULT_BRAND %s -> %s', (host, defaultBrand, brand) => {
    expect(fromFile(defaultBrand).brandForHost(host)).toBe(brand);
  });
});

describe('channelOf, originOf, returnOriginOf', () => {
  it('a channel with an origin: its origin, its return origin or else its origin', () => {
    const registry = fromFile('nestwood');
    expect(registry.channelOf('nestwood')?.hosts).toEqual(['shop.example.test', 'www.shop.example.test']);
    expect(registry.originOf('nestwood')).toBe('https://shop.example.test');
    expect(registry.returnOriginOf('nestwood', 'https://pay.example.com/{brand}')).toBe('https://shop.example.test');
    expect(registry.returnOriginOf('cloverlane')).toBe('https://boutique.example.test');
  });

  it('a channel without an origin, or a brand without a channel: the template with the brand, no trailing slash', () => {
    const registry = fromFile('nestwood');
    expect(registry.originOf('arbor')).toBe('https://arbor.example.com');
    expect(registry.channelOf('plume')).toBeNull();
    expect(registry.originOf('plume')).toBe('https://plume.example.com');
    expect(registry.returnOriginOf('plume', 'https://{brand}.pay.example.com')).toBe('https://plume.pay.example.com');
    expect(registry.returnOriginOf('plume')).toBe('https://plume.example.com');
    expect(defaults.originOf('driftvale-ca')).toBe('http://driftvale-ca.localhost:3000');
  });
});

describe('brandConfigOf: the brand as the deployment serves it', () => {
  it('the channel’s providers and status, the rest of the brand unchanged', () => {
    const registry = fromFile('nestwood');
    expect(registry.brandConfigOf('cloverlane')).toEqual({ ...BRANDS.cloverlane, paymentProviders: ['stripeDirect', 'paypal'] });
    expect(registry.brandConfigOf('arbor')).toEqual({ ...BRANDS.arbor, status: 'discontinued', successor: 'nestwood' });
    expect(registry.brandConfigOf('nestwood')).toEqual(BRANDS.nestwood);
    expect(registry.brandConfigOf('plume')).toBe(BRANDS.plume);
  });

  it('the default channels serve every brand as the registry has it', () => {
    expect(defaults.brandConfigOf('hushly')).toEqual(BRANDS.hushly);
    expect(defaults.brandConfigOf('nestwood-ca')).toEqual(BRANDS['nestwood-ca']);
  });
});

describe('knownHosts and knownOrigins (the API origin guard)', () => {
  it('every host of every channel, and the origins the channels state', () => {
    const registry = fromFile('nestwood');
    expect([...registry.knownHosts]).toEqual([
      'shop.example.test',
      'www.shop.example.test',
      'boutique.example.test',
      'arbor.example.test',
    ]);
    expect([...registry.knownOrigins]).toEqual(['https://shop.example.test', 'https://boutique.example.test']);
    expect(defaults.knownHosts.size).toBe(20);
    expect(defaults.knownHosts.has('meadow.store.test')).toBe(true);
    expect(defaults.knownOrigins.size).toBe(0);
  });
});
