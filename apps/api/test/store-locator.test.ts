import { beforeAll, describe, expect, it } from 'vitest';
import type { BrandKey } from '@store/core';
import { listShowrooms } from '../src/db/repositories/showrooms';
import { demoFile, importDemo } from './support/demo-data';
import { useTestApp } from './support/test-app';
import { shopper } from './support/shopper';

/** The demo store's showrooms, imported through the catalogue importer (coordinates from the postal-code package). */
const t = useTestApp();
beforeAll(async () => {
  await importDemo(t.db, ['showrooms']);
});
const demoShowrooms = (brand: BrandKey) => demoFile(brand, 'showrooms.json')?.showrooms ?? [];

const search = (query: string, brand = 'nestwood') => shopper(t.app, brand).call('GET', `/store-locator${query}`);

describe('GET /store-locator?postalCode=: showrooms nearest first from the postal code', () => {
  it('a Manhattan ZIP lists SoHo first, then Brooklyn Heights, with miles to one decimal and the origin', async () => {
    const res = await search('?postalCode=10013');
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.origin).toEqual({ postalCode: '10013', city: 'New York', state: 'NY', latitude: 40.7185, longitude: -74.0025 });
    expect(result.unit).toBe('mi');
    expect(result.showrooms.map((s: { id: string }) => s.id).slice(0, 3)).toEqual(['soho', 'brooklyn-heights', 'rittenhouse']);
    const distances = result.showrooms.map((s: { distanceMiles: number }) => s.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBe(0.5);
    expect(result.showrooms[0]).toMatchObject({
      name: 'Nestwood SoHo',
      line1: '512 Broadway',
      city: 'New York',
      state: 'NY',
      postalCode: '10012',
      country: 'US',
      phone: '(212) 555-0100',
      hours: { mon: { open: '10:00', close: '19:00' }, sun: { open: '11:00', close: '18:00' } },
    });
    expect(result.showrooms[0].distanceKm).toBeUndefined();
  });

  it('a ZIP+4 searches by its five digits; limit cuts the list', async () => {
    const res = await search('?postalCode=94110-1234&limit=2');
    expect(res.json().result.showrooms.map((s: { id: string }) => s.id)).toEqual(['hayes-valley', 'melrose']);
  });

  it('a Canadian brand searches by postal code, in kilometres', async () => {
    const res = await search('?postalCode=m5v%203l9', 'nestwood-ca');
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.origin).toMatchObject({ postalCode: 'M5V 3L9', state: 'ON', city: 'Downtown Toronto' });
    expect(result.unit).toBe('km');
    expect(result.showrooms[0]).toMatchObject({ id: 'king-west', country: 'CA', distanceKm: 0 });
    expect(result.showrooms[1]).toMatchObject({ id: 'yorkville', distanceKm: 2.6 });
    expect(result.showrooms[0].distanceMiles).toBeUndefined();
  });

  it('without a code it lists every showroom of the brand by state and city, with no distance', async () => {
    const { result } = (await search('')).json();
    expect(result.origin).toBeNull();
    expect(result.showrooms).toHaveLength(demoShowrooms('nestwood').length);
    const states = result.showrooms.map((s: { state: string }) => s.state);
    expect(states).toEqual([...states].sort());
    expect(result.showrooms[0].distanceMiles).toBeUndefined();
  });

  it.each(['nestwood', 'driftvale', 'harbor', 'driftvale-ca'])(
    'brand isolation: %s sees only its own showrooms',
    async (brand) => {
      const { result } = (await search('?postalCode=' + (brand.endsWith('-ca') ? 'K1A0B1' : '10001'), brand)).json();
      const own = demoShowrooms(brand as BrandKey).map((s) => s.id);
      expect(result.showrooms.map((s: { id: string }) => s.id).sort()).toEqual([...own].sort());
    },
  );

  it('a brand without showrooms (discontinued) gets an empty list', async () => {
    const res = await search('?postalCode=10001', 'hushly');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.showrooms).toEqual([]);
  });

  it('importing them again changes nothing (coordinates from the postal-code package, not typed)', async () => {
    const before = await listShowrooms(t.db, 'nestwood');
    await importDemo(t.db, ['showrooms'], ['nestwood']);
    expect(await listShowrooms(t.db, 'nestwood')).toEqual(before);
    expect(before.find((s) => s.id === 'melrose')).toMatchObject({ latitude: 34.1074, longitude: -118.3652 });
  });
});

describe('GET /store-locator: bad codes are a clear 400, never a 5xx', () => {
  it.each([
    ['a US brand given letters', 'nestwood', '?postalCode=ABCDE', 'Please enter a valid zip code'],
    ['a US brand given a Canadian code', 'nestwood', '?postalCode=K1A%200B1', 'Please enter a valid zip code'],
    ['a Canadian brand given a ZIP', 'nestwood-ca', '?postalCode=10001', 'Please enter a valid zip code'],
    [
      'a ZIP the data does not know',
      'nestwood',
      '?postalCode=99999',
      "We couldn't find that ZIP code. Please check it and try again.",
    ],
    [
      'a postal code the data does not know',
      'nestwood-ca',
      '?postalCode=K9Z%201A1',
      "We couldn't find that postal code. Please check it and try again.",
    ],
  ])('%s', async (_label, brand, query, message) => {
    const res = await search(query, brand);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message });
  });

  it.each([
    ['a NUL byte', '?postalCode=%00'],
    ['a lone surrogate', '?postalCode=%ED%A0%80'],
    ['an overlong code', `?postalCode=${'1'.repeat(500)}`],
    ['a repeated parameter', '?postalCode=10001&postalCode=10002'],
    ['a limit of zero', '?postalCode=10001&limit=0'],
    ['a limit that is not a number', '?postalCode=10001&limit=many'],
    ['a limit too large', '?limit=51'],
  ])('%s', async (_label, query) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
  });
});
