import { SIZE_KEYS, SIZE_LABELS, type SizeKey } from '../enums';
import { searchTokens } from './query';

/** Other ways shoppers write a size besides its label ("Cal King" is also "California King"). */
const SIZE_ALIASES: Readonly<Partial<Record<SizeKey, readonly string[]>>> = {
  calKing: ['california king', 'calking'],
  twinXL: ['twinxl'],
  splitKing: ['splitking'],
};

interface SizePhrase {
  size: SizeKey;
  words: readonly string[];
}

/** Every size's phrases as words, longest first: "cal king" is read before "king", "twin xl" before "twin". */
const SIZE_PHRASES: readonly SizePhrase[] = SIZE_KEYS.flatMap((size) =>
  [SIZE_LABELS[size], ...(SIZE_ALIASES[size] ?? [])].map((phrase) => ({ size, words: searchTokens(phrase, Infinity) })),
).sort((a, b) => b.words.length - a.words.length);

/** The words of a size's label ("Cal King": cal, king): a size named inside a longer one is only near it. */
export function sizeLabelWords(size: SizeKey): readonly string[] {
  return searchTokens(SIZE_LABELS[size], Infinity);
}

export interface SizeTerms {
  /** The sizes the search names, in the order named. */
  sizes: SizeKey[];
  /** Its other words. */
  words: string[];
}

function phraseAt(tokens: readonly string[], start: number): SizePhrase | null {
  const last = tokens.length - 1;
  for (const phrase of SIZE_PHRASES) {
    const fits = phrase.words.every((word, i) => {
      const token = tokens[start + i];
      if (token === undefined) return false;
      // While typing, the search's last word may be the start of a longer size's last word ("twin x", "cal k").
      const typing = start + i === last && i > 0 && i === phrase.words.length - 1;
      return token === word || (typing && word.startsWith(token));
    });
    if (fits) return phrase;
  }
  return null;
}

/**
 * The sizes a search names and its other words: "cal king sheets" is the size Cal King and "sheets"; "king" alone is
 * King, never Cal King or Split King. Sizes are the size labels (and a few aliases), matched as whole words.
 */
export function splitSizeTerms(tokens: readonly string[]): SizeTerms {
  const sizes: SizeKey[] = [];
  const words: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    const phrase = phraseAt(tokens, i);
    if (phrase) {
      if (!sizes.includes(phrase.size)) sizes.push(phrase.size);
      i += phrase.words.length;
    } else {
      words.push(tokens[i] as string);
      i += 1;
    }
  }
  return { sizes, words };
}
