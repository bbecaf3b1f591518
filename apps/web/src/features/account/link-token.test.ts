import { describe, expect, it } from 'vitest';
import { tokenFromQuery } from './link-token';

describe('tokenFromQuery', () => {
  it('emailed links: one ?token= value is the token', () => {
    expect(tokenFromQuery('abc123')).toBe('abc123');
  });

  it.each([{ value: undefined }, { value: '' }, { value: ['a', 'b'] }, { value: 'x'.repeat(513) }])(
    'a missing, repeated or oversized token is no token ($value)',
    ({ value }) => {
      expect(tokenFromQuery(value)).toBeNull();
    },
  );
});
