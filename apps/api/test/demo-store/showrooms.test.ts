import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, brandTakesOrders, BRANDS, type BrandKey } from '@store/core';
import { normalizeState } from '@store/core/address/states';
import { normalizeZip } from '@store/core/address/zip';
import { demoFile } from '../support/demo-data';

/** The demo store's showrooms (demo/<brand>/showrooms.json): real cities, fictional shops, 555-01xx phone numbers. */
const showrooms = (brand: BrandKey) => demoFile(brand, 'showrooms.json')?.showrooms ?? [];
const selling = BRAND_KEYS.filter(brandTakesOrders);

describe('the demo showrooms, per selling brand', () => {
  it.each(selling)('%s has 6 to 12 showrooms with unique ids, names and phone numbers', (brand) => {
    const rooms = showrooms(brand);
    expect(rooms.length).toBeGreaterThanOrEqual(6);
    expect(rooms.length).toBeLessThanOrEqual(12);
    for (const key of ['id', 'name', 'phone'] as const) expect(new Set(rooms.map((r) => r[key])).size).toBe(rooms.length);
  });

  it.each(selling)("%s: every postal code, state and phone fits the brand's region", (brand) => {
    const region = BRANDS[brand].region;
    for (const room of showrooms(brand)) {
      expect(room.country).toBe(region);
      expect(normalizeZip(room.postalCode, region)).toBe(room.postalCode);
      expect(normalizeState(room.state, region)).toBe(room.state);
      expect(room.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    }
  });

  it('no two brands share a phone number', () => {
    const phones = selling.flatMap((brand) => showrooms(brand).map((r) => r.phone));
    expect(new Set(phones).size).toBe(phones.length);
  });

  it.each(BRAND_KEYS.filter((b) => !brandTakesOrders(b)))('%s, which does not sell, has none', (brand) => {
    expect(showrooms(brand)).toEqual([]);
  });
});
