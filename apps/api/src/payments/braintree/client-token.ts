import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadClientTokenKey } from '../../db/repositories/app-secrets';
import type { Db } from '../../db/repositories/carts';
import { randomBase62 } from '../../ids';

/** How long a client token pays: the storefront fetches one right before paying, so minutes are plenty. */
export const CLIENT_TOKEN_TTL_MS = 15 * 60 * 1000;

const FORMAT = /^bt1\.(\d{1,13})\.([0-9A-Za-z]{22})\.([A-Za-z0-9_-]{43})$/;

export interface TokenScope {
  brand: string;
  sessionHash: string;
}

// One key per database, loaded once: every API process on the database signs and verifies with the same key.
const keys = new WeakMap<Db, Promise<string>>();
function keyOf(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = loadClientTokenKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

const mac = (key: string, scope: TokenScope, expires: string, nonce: string): string =>
  createHmac('sha256', key)
    .update(['braintree-client-token', scope.brand, scope.sessionHash, expires, nonce].join('\n'))
    .digest('base64url');

/**
 * GET /braintree/tokens: a client token for one brand and session, valid 15 minutes. It is a CSPRNG nonce and
 * an expiry signed (HMAC-SHA256, server key in app_secrets) together with the brand and the session's hash, so it
 * holds nothing secret, needs no stored row, and is refused in another session, another brand, or once expired.
 */
export async function issueClientToken(db: Db, scope: TokenScope, now: Date): Promise<string> {
  const expires = String(now.getTime() + CLIENT_TOKEN_TTL_MS);
  const nonce = randomBase62(22);
  return `bt1.${expires}.${nonce}.${mac(await keyOf(db), scope, expires, nonce)}`;
}

/** True when `token` was issued by this store for exactly this brand and session and has not expired. */
export async function verifyClientToken(db: Db, token: string, scope: TokenScope, now: Date): Promise<boolean> {
  const parts = FORMAT.exec(token);
  if (!parts) return false;
  const [, expires = '', nonce = '', signature = ''] = parts;
  if (Number(expires) <= now.getTime()) return false;
  const expected = Buffer.from(mac(await keyOf(db), scope, expires, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
