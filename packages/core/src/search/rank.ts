import type { SizeKey } from '../enums';
import { searchTokens } from './query';
import { matchToken, type TokenMatch } from './score';
import { sizeLabelWords, splitSizeTerms, type SizeTerms } from './size-terms';

/** What one product offers a search: its words by field, the sizes it is sold in and its catalogue place. */
export interface SearchCandidate {
  title: string;
  /** What the product is: its group's words and its title's last word ("Kids Mattress" is kids, mattress). */
  kind: string;
  /** The sizes it is sold in (its Size options in stock). */
  sizes: readonly SizeKey[];
  /** Every option's title: sizes, colours, materials, quantities. */
  variants: string;
  /** Summary and description. */
  description: string;
  /** Catalogue order: equal scores go to the earlier product. */
  position: number;
}

/** How much a word found in each field counts: the title (the product's name) > what it is > its options > its copy. */
export const SEARCH_FIELD_WEIGHTS = { title: 8, kind: 4, variants: 2, description: 1 } as const;
type SearchField = keyof typeof SEARCH_FIELD_WEIGHTS;

/**
 * How much a size the search names counts: sold in exactly that size; named by the title; only sold in a longer size
 * that contains it ("king" is only near Cal King and Split King, "twin" near Twin XL).
 */
export const SIZE_TERM_SCORES = { sold: 6, titled: 3, near: 1 } as const;

const MATCH_SCORE: Readonly<Record<TokenMatch, number>> = { exact: 1, prefix: 0.7, typo: 0.5 };
const FIELDS = Object.keys(SEARCH_FIELD_WEIGHTS) as SearchField[];

type FieldWords = Readonly<Record<SearchField, readonly string[]>>;

function fieldWords(candidate: SearchCandidate): FieldWords {
  return {
    title: searchTokens(candidate.title, Infinity),
    kind: searchTokens(candidate.kind, Infinity),
    variants: searchTokens(candidate.variants, Infinity),
    description: searchTokens(candidate.description, Infinity),
  };
}

/** A word of the search: its best match in each field, times the field's weight, summed over the fields (0: none). */
function wordScore(token: string, words: FieldWords): number {
  let total = 0;
  for (const field of FIELDS) {
    let best = 0;
    for (const word of words[field]) {
      const match = matchToken(token, word);
      if (match) best = Math.max(best, MATCH_SCORE[match]);
      if (best === 1) break;
    }
    total += best * SEARCH_FIELD_WEIGHTS[field];
  }
  return total;
}

function sizeScore(size: SizeKey, candidate: SearchCandidate, title: readonly string[]): number {
  if (candidate.sizes.includes(size)) return SIZE_TERM_SCORES.sold;
  const words = sizeLabelWords(size);
  if (words.every((word) => title.includes(word))) return SIZE_TERM_SCORES.titled;
  const near = candidate.sizes.some((sold) => sold !== size && words.every((word) => sizeLabelWords(sold).includes(word)));
  return near ? SIZE_TERM_SCORES.near : 0;
}

/**
 * A product's score for a search (0: it does not match): every size the search names must be sold (or named, or near)
 * and every other word must match a word of some field, exactly, as its start or one typo away.
 */
export function scoreSearchCandidate(terms: SizeTerms, candidate: SearchCandidate): number {
  if (terms.sizes.length === 0 && terms.words.length === 0) return 0;
  const words = fieldWords(candidate);
  let total = 0;
  for (const size of terms.sizes) {
    const score = sizeScore(size, candidate, words.title);
    if (score === 0) return 0;
    total += score;
  }
  for (const token of terms.words) {
    const score = wordScore(token, words);
    if (score === 0) return 0;
    total += score;
  }
  return total;
}

/**
 * Site search ranking: the products that match every term first, best score first, equal scores in catalogue order;
 * then those the database found by looser means (stemming, trigram similarity) that match less, in the order given.
 */
export function rankSearchCandidates<T extends SearchCandidate>(tokens: readonly string[], candidates: readonly T[]): T[] {
  const terms = splitSizeTerms(tokens);
  return candidates
    .map((candidate, index) => ({ candidate, index, score: scoreSearchCandidate(terms, candidate) }))
    .sort((a, b) => b.score - a.score || (a.score > 0 ? a.candidate.position - b.candidate.position : 0) || a.index - b.index)
    .map((s) => s.candidate);
}
