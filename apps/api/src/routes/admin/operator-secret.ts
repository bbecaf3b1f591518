import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Compares the request's operator secret with OPERATOR_SECRET in constant time: both are hashed first, so neither the
 * content nor the length of a wrong guess changes how long the comparison takes.
 */
export function isOperatorSecret(given: string | string[] | undefined, expected: string): boolean {
  const candidate = typeof given === 'string' ? given : '';
  return timingSafeEqual(digest(candidate), digest(expected)) && candidate.length > 0;
}
