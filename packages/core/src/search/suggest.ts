import { searchTokens } from './query';
import { matchToken } from './score';
import { trigramSimilarity } from './trigram';

/** pg_trgm's default similarity threshold is 0.3: words closer than that are offered as what the shopper meant. */
export const SUGGEST_MIN_SIMILARITY = 0.3;
export const SUGGESTIONS_MAX = 5;
const TYPO_SIMILARITY = 0.5;

/** The words a brand's search knows: every word of its product titles and category names. */
export function vocabularyOf(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap((text) => searchTokens(text, Infinity)));
}

function isKnown(token: string, vocabulary: ReadonlySet<string>): boolean {
  if (vocabulary.has(token)) return true;
  for (const word of vocabulary) {
    const match = matchToken(token, word);
    if (match === 'exact' || match === 'prefix') return true;
  }
  return false;
}

function closestWord(token: string, vocabulary: ReadonlySet<string>): string | null {
  let best: { word: string; similarity: number } | null = null;
  for (const word of vocabulary) {
    // One edit away counts as close even where trigrams differ much (a swap: "hybird" shares 3 of 11 with "hybrid").
    const similarity = Math.max(trigramSimilarity(token, word), matchToken(token, word) === 'typo' ? TYPO_SIMILARITY : 0);
    if (similarity < SUGGEST_MIN_SIMILARITY) continue;
    if (!best || similarity > best.similarity || (similarity === best.similarity && word < best.word)) {
      best = { word, similarity };
    }
  }
  return best?.word ?? null;
}

/** "Did you mean": the search with each unknown word replaced by the closest known one; null when nothing changes. */
export function correctedQuery(tokens: readonly string[], vocabulary: ReadonlySet<string>): string | null {
  let changed = false;
  const words = tokens.map((token) => {
    if (isKnown(token, vocabulary)) return token;
    const word = closestWord(token, vocabulary);
    if (word === null) return token;
    changed = true;
    return word;
  });
  return changed ? words.join(' ') : null;
}

/** Terms (category names, product titles) closest to any search word by trigram similarity, best first. */
export function closestTerms(tokens: readonly string[], terms: readonly string[], limit: number): string[] {
  const scored = terms.map((term) => {
    const words = searchTokens(term, Infinity);
    const similarity = Math.max(0, ...tokens.flatMap((t) => words.map((w) => (matchToken(t, w) ? 1 : trigramSimilarity(t, w)))));
    return { term, similarity };
  });
  return scored
    .filter((s) => s.similarity >= SUGGEST_MIN_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity || a.term.localeCompare(b.term))
    .slice(0, limit)
    .map((s) => s.term);
}

export interface SuggestionInput {
  tokens: readonly string[];
  /** The brand's product titles. */
  titles: readonly string[];
  /** The brand's category names. */
  categories: readonly string[];
  /** Whether the search found products: then only the corrected search is offered. */
  found: boolean;
}

/** Site search suggestions: the corrected search, and when nothing matched the closest categories and titles. */
export function searchSuggestions({ tokens, titles, categories, found }: SuggestionInput): string[] {
  const corrected = correctedQuery(tokens, vocabularyOf([...titles, ...categories]));
  const candidates = found
    ? [corrected]
    : [corrected, ...closestTerms(tokens, categories, 2), ...closestTerms(tokens, titles, 3)];
  const query = tokens.join(' ');
  const unique = [...new Set(candidates.filter((c): c is string => c !== null && c.toLowerCase() !== query))];
  return unique.slice(0, SUGGESTIONS_MAX);
}
