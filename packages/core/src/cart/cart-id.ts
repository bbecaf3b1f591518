/** A cart id is 24 characters; base62 from a CSPRNG (~143 bits). */
export const CART_ID_LENGTH = 24;
export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The one cart-id pattern: the API's routes and the storefront's cart links both use it. */
export const CART_ID_PATTERN = /^[0-9A-Za-z]{24}$/;

/** A cart id from the URL must be exactly 24 characters and not the text undefined. */
export function isCartId(value: unknown): value is string {
  return typeof value === 'string' && value !== 'undefined' && CART_ID_PATTERN.test(value);
}

/** Maps CSPRNG bytes to base62 by rejection sampling, so every character is uniform. The caller supplies the randomness. */
export function base62FromBytes(bytes: Uint8Array, length: number): string | null {
  let out = '';
  for (const byte of bytes) {
    if (byte >= 248) continue; // 248 = 62 * 4: larger bytes would bias the first characters
    out += BASE62[byte % 62];
    if (out.length === length) return out;
  }
  return null;
}
