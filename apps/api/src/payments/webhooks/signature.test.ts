import { describe, expect, it } from 'vitest';
import {
  EXPIRED_SIGNATURE_MESSAGE,
  INVALID_SIGNATURE_MESSAGE,
  MALFORMED_SIGNATURE_MESSAGE,
  MISSING_SIGNATURE_MESSAGE,
  signWebhook,
  verifyWebhookSignature,
} from './signature';

const SECRET = 'whsec_test_0123456789abcdef';
const BODY = Buffer.from('{"id":"evt_1","type":"payment.succeeded","data":{"providerRef":"pi_1","orderId":"o"}}');
const NOW = 1_900_000_000;

describe('webhook signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>, 5-minute tolerance', () => {
  it.each([
    ['signed now', signWebhook(SECRET, BODY, NOW), NOW, null],
    ['signed 5 minutes ago (the edge of the tolerance)', signWebhook(SECRET, BODY, NOW - 300), NOW, null],
    ['signed 5 minutes ahead (a clock skew)', signWebhook(SECRET, BODY, NOW + 300), NOW, null],
    ['a second v1 (a secret being rolled)', `${signWebhook(SECRET, BODY, NOW)},v1=${'0'.repeat(64)}`, NOW, null],
    ['unsigned', undefined, NOW, MISSING_SIGNATURE_MESSAGE],
    ['empty', '', NOW, MISSING_SIGNATURE_MESSAGE],
    ['no timestamp', `v1=${'a'.repeat(64)}`, NOW, MALFORMED_SIGNATURE_MESSAGE],
    ['a non-hex v1', `t=${NOW},v1=zz`, NOW, MALFORMED_SIGNATURE_MESSAGE],
    ['two timestamps', `t=${NOW},t=${NOW},v1=${'a'.repeat(64)}`, NOW, MALFORMED_SIGNATURE_MESSAGE],
    ['expired (301 s old)', signWebhook(SECRET, BODY, NOW - 301), NOW, EXPIRED_SIGNATURE_MESSAGE],
    ['another secret', signWebhook('another-secret-0123456789', BODY, NOW), NOW, INVALID_SIGNATURE_MESSAGE],
  ])('%s', (_name, header, now, expected) => {
    expect(verifyWebhookSignature(SECRET, header, BODY, now)).toBe(expected);
  });

  it('a tampered body or timestamp does not verify', () => {
    const header = signWebhook(SECRET, BODY, NOW);
    const tampered = Buffer.from(BODY.toString().replace('pi_1', 'pi_2'));
    expect(verifyWebhookSignature(SECRET, header, tampered, NOW)).toBe(INVALID_SIGNATURE_MESSAGE);
    const moved = header.replace(`t=${NOW}`, `t=${NOW - 1}`);
    expect(verifyWebhookSignature(SECRET, moved, BODY, NOW)).toBe(INVALID_SIGNATURE_MESSAGE);
  });
});
