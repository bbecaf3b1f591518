import { describe, expect, it } from 'vitest';
import { provenClientAddress } from '../../apps/api/src/plugins/client-address.ts';
import { clientAddressHeaders } from './client-address.mjs';

const SECRET = 'test-client-address-secret-0123456789';

describe("the load generators' shopper addresses (scripts/lib/client-address.mjs)", () => {
  it('sign as the storefront does: the API believes them', () => {
    const headers = clientAddressHeaders('10.0.1.2', SECRET, 1767225600);
    expect(headers).toEqual({
      'x-client-address': '10.0.1.2',
      'x-client-address-signature': expect.stringMatching(/^t=1767225600,v1=[0-9a-f]{64}$/),
    });
    expect(provenClientAddress(headers, '127.0.0.1', SECRET, 1767225600 + 30)).toBe('10.0.1.2');
    expect(provenClientAddress(headers, '127.0.0.1', 'another-secret-of-some-length-000', 1767225600)).toBe('127.0.0.1');
  });
});
