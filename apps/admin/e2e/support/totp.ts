import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
/** Codes that opened a session: the API takes each once, so a second sign-in waits for the app's next code. */
const used = new Set<string>();

/**
 * The code an authenticator app that was given this secret (as the Account security page shows it, in groups of
 * four) shows now, computed by an independent TOTP library with the authenticator defaults (SHA-1, 6 digits, 30 s).
 * A code already used for a sign-in is not offered again: like a person, the journey waits for the next one.
 */
export async function totpCode(groupedSecret: string): Promise<string> {
  const totp = new TOTP({
    secret: Secret.fromBase32(groupedSecret.replace(/\s+/g, '')),
    digits: 6,
    period: PERIOD_SECONDS,
    algorithm: 'SHA1',
  });
  let code = totp.generate();
  while (used.has(code)) {
    const untilNext = PERIOD_SECONDS * 1000 - (Date.now() % (PERIOD_SECONDS * 1000)) + 200;
    await new Promise((resolve) => setTimeout(resolve, untilNext));
    code = totp.generate();
  }
  used.add(code);
  return code;
}
