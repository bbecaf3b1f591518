import { searchTokens } from './query';
import { withinOneEdit } from './trigram';

export type TokenMatch = 'exact' | 'prefix' | 'typo';

/** How much each kind of match counts: the word itself > the start of a word > one typo away. */
const MATCH_SCORE: Readonly<Record<TokenMatch, number>> = { exact: 1, prefix: 0.7, typo: 0.5 };
/** Typos are forgiven in words of five letters or more ("pilow"); shorter ones are too easily another word. */
export const TYPO_MIN_LENGTH = 5;
/** A prefix needs two letters ("pi" finds pillow, "p" finds nothing). */
const PREFIX_MIN_LENGTH = 2;

const plural = (a: string, b: string) => a === `${b}s` || a === `${b}es`;

/** How a search word matches a text word: the same word (or its plural), its start, or one edit away; null when none. */
export function matchToken(token: string, word: string): TokenMatch | null {
  if (token === word || plural(token, word) || plural(word, token)) return 'exact';
  if (token.length >= PREFIX_MIN_LENGTH && word.startsWith(token)) return 'prefix';
  if (token.length >= TYPO_MIN_LENGTH && word.length >= TYPO_MIN_LENGTH && withinOneEdit(token, word)) return 'typo';
  return null;
}

export interface ScoredField {
  text: string;
  /** The title weighs more than the description (like the API's tsvector weights A > C). */
  weight: number;
}

/**
 * A document's score for a search: every search word must match a word of some field (0 otherwise); each adds its
 * best match times that field's weight.
 */
export function scoreText(tokens: readonly string[], fields: readonly ScoredField[]): number {
  if (tokens.length === 0) return 0;
  const fieldWords = fields.map((field) => ({ weight: field.weight, words: new Set(searchTokens(field.text, Infinity)) }));
  let total = 0;
  for (const token of tokens) {
    let best = 0;
    for (const { weight, words } of fieldWords) {
      for (const word of words) {
        const match = matchToken(token, word);
        if (match) best = Math.max(best, MATCH_SCORE[match] * weight);
      }
    }
    if (best === 0) return 0;
    total += best;
  }
  return total;
}
