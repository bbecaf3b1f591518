import { createHash, randomBytes } from 'node:crypto';
import { base62FromBytes, CART_ID_LENGTH } from '@store/core';

/** A base62 string from the CSPRNG (rejection-sampled, so uniform). */
export function randomBase62(length: number): string {
  for (;;) {
    const id = base62FromBytes(randomBytes(length * 2), length);
    if (id) return id;
  }
}

/** Cart ids are 24 characters of CSPRNG base62 (~143 bits); never time-based. */
export const newCartId = (): string => randomBase62(CART_ID_LENGTH);
/**
 * A cart id derived from a seed that holds a session secret's hash: as unguessable as the session, and the same on
 * every call, so a session's cart has its id before any row is written.
 */
export function derivedCartId(seed: string): string {
  for (let round = 0; ; round++) {
    const id = base62FromBytes(createHash('sha512').update(`cart-id:${round}:${seed}`).digest(), CART_ID_LENGTH);
    if (id) return id;
  }
}
export const newItemIdentifier = (): string => randomBase62(12);
/** Session ids and remote tokens grant access: 256 bits from the CSPRNG. */
export const newSecret = (): string => randomBytes(32).toString('base64url');
/** Only hashes of secrets are stored, so a database leak grants no session. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
/** Order ids grant read access (with the session): 24 characters of CSPRNG base62, like cart ids. */
export const newOrderId = (): string => randomBase62(CART_ID_LENGTH);

/** Shopper-facing order references: no 0/O/1/I, so they read out and type back unambiguously. */
const SHORT_ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const SHORT_ID_LENGTH = 8;

/** An order's short id: 8 characters of a 32-letter alphabet from the CSPRNG (40 bits; unique per brand, retried on a clash). */
export function newShortId(): string {
  // 256 is a multiple of 32, so each byte's low five bits pick a letter uniformly.
  return Array.from(randomBytes(SHORT_ID_LENGTH), (b) => SHORT_ID_ALPHABET[b & 31]).join('');
}
