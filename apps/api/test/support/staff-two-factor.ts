import { TOTP, URI } from 'otpauth';
import type { FastifyInstance } from 'fastify';
import type { StaffMember } from '../../src/staff/staff-member';
import { signedIn, STAFF_PASSWORD, staffBrowser, type StaffBrowser } from './staff';

/**
 * The current code of an authenticator app that scanned this otpauth URI, computed by an independent TOTP library
 * (RFC 6238), so the test checks better-auth against the standard and not against itself.
 */
export function totpCode(totpURI: string, at = Date.now()): string {
  const otp = URI.parse(totpURI);
  if (!(otp instanceof TOTP)) throw new Error(`not a TOTP URI: ${totpURI}`);
  return otp.generate({ timestamp: at });
}

/** A six-digit code that is none of the codes accepted now (better-auth allows one period either side). */
export function wrongCode(totpURI: string): string {
  const accepted = new Set([-30_000, 0, 30_000].map((shift) => totpCode(totpURI, Date.now() + shift)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!accepted.has(code)) return code;
  }
}

export interface TwoFactorAccount {
  browser: StaffBrowser;
  totpURI: string;
  backupCodes: string[];
}

/** Signs the member in, sets up two-factor with their password and turns it on with the app's first code. */
export async function withTwoFactor(app: FastifyInstance, member: Pick<StaffMember, 'email'>): Promise<TwoFactorAccount> {
  const browser = await signedIn(app, member);
  const setup = await browser.call('POST', '/admin/auth/two-factor/setup', { password: STAFF_PASSWORD });
  if (setup.statusCode !== 200) throw new Error(`two-factor setup failed: ${setup.statusCode} ${setup.body}`);
  const { totpURI, backupCodes } = setup.json().result as { totpURI: string; backupCodes: string[] };
  const enable = await browser.call('POST', '/admin/auth/two-factor/enable', { code: totpCode(totpURI) });
  if (enable.statusCode !== 200) throw new Error(`two-factor enable failed: ${enable.statusCode} ${enable.body}`);
  return { browser, totpURI, backupCodes };
}

/** The password step of a sign-in from a new browser (the account has two-factor on: a code is asked next). */
export async function passwordStep(app: FastifyInstance, member: Pick<StaffMember, 'email'>, address?: string) {
  const browser = staffBrowser(app, address);
  const res = await browser.call('POST', '/admin/auth/sign-in', { email: member.email, password: STAFF_PASSWORD });
  if (res.statusCode !== 200 || res.json().result.twoFactorRequired !== true)
    throw new Error(`expected a code to be asked: ${res.statusCode} ${res.body}`);
  return browser;
}
