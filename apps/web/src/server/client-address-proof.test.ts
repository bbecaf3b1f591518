import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { proveClientAddress } from './client-address-proof';

const SECRET = 'test-client-address-secret-0123456789';
const NOW = 1767225600;

describe('proveClientAddress: the storefront signs the address it decided, for the API', () => {
  it.each([
    ['203.0.113.9', '1e1314b1076d5dea62152bca88c6c09a59fe8b27ab8ab9334c40b5bc9f78eeb8'],
    ['2001:db8::7', '09607ac0db1107e0b20880210759339cc17c891c6e82545c04550a64c4af4e19'],
  ])('%s: X-Client-Address with t=<now>,v1=<HMAC-SHA256 of "<t>.<address>">', (address, hex) => {
    const headers: IncomingHttpHeaders = { host: 'nestwood.localhost:3000' };
    proveClientAddress(headers, address, SECRET, NOW);
    expect(headers).toEqual({
      host: 'nestwood.localhost:3000',
      'x-client-address': address,
      'x-client-address-signature': `t=${NOW},v1=${hex}`,
    });
  });

  it("a client's own X-Client-Address and signature never pass: replaced when signing, dropped without a secret", () => {
    const forged = () => ({ 'x-client-address': '198.51.100.1', 'x-client-address-signature': `t=${NOW},v1=${'0'.repeat(64)}` });
    const signed: IncomingHttpHeaders = forged();
    proveClientAddress(signed, '203.0.113.9', SECRET, NOW);
    expect(signed['x-client-address']).toBe('203.0.113.9');
    expect(signed['x-client-address-signature']).toBe(
      `t=${NOW},v1=1e1314b1076d5dea62152bca88c6c09a59fe8b27ab8ab9334c40b5bc9f78eeb8`,
    );
    const unsigned: IncomingHttpHeaders = forged();
    proveClientAddress(unsigned, '203.0.113.9', null, NOW);
    expect(unsigned).toEqual({});
  });
});
