import { describe, expect, it } from 'vitest';
import { upsellQueryString } from './upsells';

describe('upsellQueryString', () => {
  it.each([
    [{}, ''],
    [{ size: 'king' }, '?size=king'],
    [{ size: 'queen-pillow' }, ''],
    [{ names: ['free-sheets', 'extended-coverage'], size: 'twinXL' }, '?names=free-sheets%2Cextended-coverage&size=twinXL'],
    [{ flags: ['showShippingProtection' as const] }, '?flags=showShippingProtection'],
  ])('%j -> %s', (query, expected) => {
    expect(upsellQueryString(query)).toBe(expected);
  });
});
