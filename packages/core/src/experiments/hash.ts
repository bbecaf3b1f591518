/**
 * FNV-1a, 32 bits, over the UTF-16 code units of a string: a stable, dependency-free hash (not a secret, not a MAC)
 * that spreads similar keys evenly enough to split visitors between variants.
 */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
