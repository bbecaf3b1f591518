import { describe, expect, it } from 'vitest';
import {
  clientAddressSignedText,
  formatClientAddressSignature,
  isFreshClientAddressProof,
  parseClientAddressSignature,
} from './client-address-proof';

const HEX = '1e1314b1076d5dea62152bca88c6c09a59fe8b27ab8ab9334c40b5bc9f78eeb8';

describe('the client address proof wire format', () => {
  it('signs the time and the address, and formats the header', () => {
    expect(clientAddressSignedText(1767225600, '203.0.113.9')).toBe('1767225600.203.0.113.9');
    expect(formatClientAddressSignature(1767225600, HEX)).toBe(`t=1767225600,v1=${HEX}`);
  });

  it.each<[string, { timestamp: number; hex: string } | null]>([
    [`t=1767225600,v1=${HEX}`, { timestamp: 1767225600, hex: HEX }],
    [`v1=${HEX},t=1767225600`, null],
    [`t=1767225600,v1=${HEX.toUpperCase()}`, null],
    [`t=1767225600,v1=${HEX.slice(1)}`, null],
    [`t=1767225600,v1=${HEX},v1=${HEX}`, null],
    [`t=-1,v1=${HEX}`, null],
    [`t=1767225600 ,v1=${HEX}`, null],
    ['', null],
    ['t=1767225600', null],
  ])('parses %j', (header, parts) => {
    expect(parseClientAddressSignature(header)).toEqual(parts);
  });

  it.each<[number, number, boolean]>([
    [1000, 1000, true],
    [1000, 1060, true],
    [1000, 1061, false],
    [1060, 1000, true],
    [1061, 1000, false],
  ])('signed at %i, checked at %i: fresh %s', (timestamp, now, fresh) => {
    expect(isFreshClientAddressProof(timestamp, now)).toBe(fresh);
  });
});
