import { z } from 'zod';

/**
 * Text from a client must be well-formed and printable before it reaches the database. PostgreSQL
 * refuses a NUL byte in text and an unpaired surrogate cannot be encoded as UTF-8, so either one used to surface as a
 * 500; other control characters have no place in an id, a code or an address field and only hide what a value is.
 */
// C0 controls, DEL and C1 controls: matching them is the point, hence the lint exception.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE = 'must not contain control characters or unpaired surrogates';

/** True when the text has no control character and no unpaired surrogate. */
export function isSafeText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/** Every client string goes through this (lint forbids a bare z.string() in the API's route schemas). */
export const safeText = (options: { min?: number; max: number }) => {
  const base = z.string().refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE, abort: true });
  const withMin = options.min === undefined ? base : base.min(options.min);
  return withMin.max(options.max);
};

/** An identifier a client names (a product id, a line's parent): non-empty safe text. */
export const safeId = (max = 100) => safeText({ min: 1, max });
