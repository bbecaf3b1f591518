import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a provider webhook carries: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` (Stripe's scheme). */
export const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature';
/** A signature older or newer than this is refused: a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export const MISSING_SIGNATURE_MESSAGE = 'Missing webhook-signature header';
export const MALFORMED_SIGNATURE_MESSAGE = 'Malformed webhook-signature header: expected t=<unix seconds>,v1=<hex>';
export const EXPIRED_SIGNATURE_MESSAGE = 'Webhook timestamp is outside the 5-minute tolerance';
export const INVALID_SIGNATURE_MESSAGE = 'Webhook signature does not match';

const hmac = (secret: string, timestamp: number, body: Buffer | string): Buffer =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();

/** The header value for a body signed at `timestamp` (the sandbox's sender, tests). */
export function signWebhook(secret: string, body: Buffer | string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body).toString('hex')}`;
}

/**
 * Webhook authenticity: the HMAC of the raw body (not a re-serialised one) under the shared secret, compared in
 * constant time, with a timestamp within the tolerance of `nowSeconds`. Several v1 values are accepted (a secret being
 * rolled). Returns null when the request is authentic, else the refusal's message.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  body: Buffer,
  nowSeconds: number,
): string | null {
  if (header === undefined || header === '') return MISSING_SIGNATURE_MESSAGE;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamps = parts.filter(([k]) => k === 't').map(([, v]) => v ?? '');
  const signatures = parts.filter(([k, v]) => k === 'v1' && v !== undefined && /^[0-9a-f]{64}$/i.test(v)).map(([, v]) => v!);
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamps[0]!) || signatures.length === 0)
    return MALFORMED_SIGNATURE_MESSAGE;
  const timestamp = Number(timestamps[0]);
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return EXPIRED_SIGNATURE_MESSAGE;
  const expected = hmac(secret, timestamp, body);
  const matches = signatures.some((hex) => timingSafeEqual(Buffer.from(hex, 'hex'), expected));
  return matches ? null : INVALID_SIGNATURE_MESSAGE;
}
