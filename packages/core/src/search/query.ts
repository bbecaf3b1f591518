import { z } from 'zod';

/** Site search: the longest search text accepted, and how many products one answer carries. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_LIMIT_DEFAULT = 24;
export const SEARCH_LIMIT_MAX = 48;
/** Words of a search beyond this are ignored (a pasted paragraph costs no more than a phrase). */
export const SEARCH_MAX_TOKENS = 8;

export const SEARCH_EMPTY_MESSAGE = 'Enter something to search for';
export const SEARCH_TOO_LONG_MESSAGE = `Search text must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`;
export const SEARCH_ONE_TEXT_MESSAGE = 'Search text must be given once';
export const SEARCH_CONTROL_MESSAGE = 'Search text must not contain control characters';

// C0 and C1 control characters (tab and newline included: a search box cannot type them).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A search text: given once, trimmed, at least `min` characters (one message per fault), at most 100, no control characters. */
export function searchTextSchema(min = 1, tooShortMessage = SEARCH_EMPTY_MESSAGE) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? SEARCH_EMPTY_MESSAGE : SEARCH_ONE_TEXT_MESSAGE) })
    .trim()
    .min(1, { message: SEARCH_EMPTY_MESSAGE, abort: true })
    .min(min, { message: tooShortMessage, abort: true })
    .max(SEARCH_QUERY_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE)
    .refine((q) => !CONTROL.test(q), SEARCH_CONTROL_MESSAGE);
}

/** GET /search?q=&limit=: the text, trimmed, 1 to 100 characters without control characters; limit 1 to 48 (24). */
export const searchRequestSchema = z.object({
  q: searchTextSchema(),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** The words of a text: Unicode letters and digits in lower case, each once, at most `max` (a search: eight); punctuation splits. */
export function searchTokens(text: string, max = SEARCH_MAX_TOKENS): string[] {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, max);
}
