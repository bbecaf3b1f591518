import { describe, expect, it } from 'vitest';
import { decodeCartSkus } from '@store/core/recommendations/cart-skus';
import { recommendationQuery } from './recommendations';

describe('recommendationQuery (dd and cartSkus)', () => {
  it.each([
    { rule: 'dd alone for an empty cart', request: { dd: 'abc', cartSkus: [] }, expected: 'dd=abc' },
    {
      rule: 'the viewed product and the category are passed as given',
      request: { dd: 'abc', cartSkus: [], productId: 'mattress', category: 'bedding', limit: 4 },
      expected: 'dd=abc&productId=mattress&category=bedding&limit=4',
    },
  ])('$rule', ({ request, expected }) => {
    expect(recommendationQuery(request)).toBe(expected);
  });

  it('cartSkus is base64 of the comma-joined skus, as the API decodes it', () => {
    const query = new URLSearchParams(recommendationQuery({ dd: 'abc', cartSkus: ['LUXEHYB-SZQN', 'SRNBNDL-SZKG'] }));
    expect(query.get('cartSkus')).toBe(btoa('LUXEHYB-SZQN,SRNBNDL-SZKG'));
    expect(decodeCartSkus(query.get('cartSkus')!)).toEqual({ ok: true, value: ['LUXEHYB-SZQN', 'SRNBNDL-SZKG'] });
  });
});
