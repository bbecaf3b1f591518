import { createHash, randomBytes } from 'node:crypto';
import { base62FromBytes, CART_ID_LENGTH } from '@store/core';

/** A base62 string from the CSPRNG (rejection-sampled, so uniform). */
export function randomBase62(length: number): string {
  for (;;) {
    const id = base62FromBytes(randomBytes(length * 2), length);
    if (id) return id;
  }
}

/** DESIGN §6: cart ids are 24 characters of CSPRNG base62 (~143 bits); never time-based. */
export const newCartId = (): string => randomBase62(CART_ID_LENGTH);
export const newItemIdentifier = (): string => randomBase62(12);
/** Session ids and remote tokens grant access: 256 bits from the CSPRNG. */
export const newSecret = (): string => randomBytes(32).toString('base64url');
/** Only hashes of secrets are stored, so a database leak grants no session. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
