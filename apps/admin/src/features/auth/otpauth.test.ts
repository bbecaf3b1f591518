import { describe, expect, it } from 'vitest';
import { readTotpUri } from './otpauth';

describe('readTotpUri', () => {
  it('reads the secret, grouped for reading aloud, and the account', () => {
    expect(
      readTotpUri(
        'otpauth://totp/Store%20admin:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Store%20admin&digits=6&period=30',
      ),
    ).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      groupedSecret: 'JBSW Y3DP EHPK 3PXP',
      account: 'ana@example.com',
      issuer: 'Store admin',
    });
  });

  it('a label without an issuer prefix is the account', () => {
    expect(readTotpUri('otpauth://totp/ana?secret=abcdefgh')).toMatchObject({ secret: 'ABCDEFGH', account: 'ana', issuer: null });
  });

  it.each([
    '',
    'not a uri',
    'otpauth://hotp/x?secret=ABC',
    'otpauth://totp/x',
    'otpauth://totp/x?secret=not-base32!',
    'https://totp/x?secret=ABC',
  ])('%j is not a TOTP key URI', (uri) => {
    expect(readTotpUri(uri)).toBeNull();
  });
});
