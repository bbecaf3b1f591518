import { Secret, TOTP } from 'otpauth';

/**
 * The current code of an authenticator app that was given this secret (as the Account security page shows it, in
 * groups of four), computed by an independent TOTP library with the authenticator defaults (SHA-1, 6 digits, 30 s).
 */
export function totpCode(groupedSecret: string): string {
  const secret = Secret.fromBase32(groupedSecret.replace(/\s+/g, ''));
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}
