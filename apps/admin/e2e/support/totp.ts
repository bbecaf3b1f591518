import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
/** Codes that opened a session: the API takes each once, so a second sign-in waits for the app's next code. */
const used = new Set<string>();

/**
 * The code an authenticator app that was given this secret (as the Account security page shows it, in groups of
 * four) shows now, computed by an independent TOTP library with the authenticator defaults (SHA-1, 6 digits, 30 s).
 * A code already used for a sign-in is not offered again: the journey takes the code the app shows next, as an app
 * whose clock runs up to 30 s ahead would (the API accepts one step either side of its own clock), and waits for a
 * later step only when that one was used too (a sequential suite would otherwise sit idle for up to 30 s).
 */
export async function totpCode(groupedSecret: string): Promise<string> {
  const totp = new TOTP({
    secret: Secret.fromBase32(groupedSecret.replace(/\s+/g, '')),
    digits: 6,
    period: PERIOD_SECONDS,
    algorithm: 'SHA1',
  });
  const periodMs = PERIOD_SECONDS * 1000;
  for (;;) {
    const now = Date.now();
    const code = [totp.generate({ timestamp: now }), totp.generate({ timestamp: now + periodMs })].find((c) => !used.has(c));
    if (code !== undefined) {
      used.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, periodMs - (now % periodMs) + 200));
  }
}
