import unhomoglyph from 'unhomoglyph';

/**
 * How the review moderation rule reads a text: as a person would, so that what reads as a link, an address or a number
 * is found however it was typed. NFKC first (full-width and circled forms become plain letters and digits), then
 * invisible characters are dropped, digits of every script read as 0-9, letters that look like Latin ones (Cyrillic
 * а, Greek ο...) are folded to them by Unicode's confusables table (the unhomoglyph package; only non-ASCII characters,
 * since the table also folds 1 to l and m to rn), lower case, `dot` and `(at)` written as `.` and `@`, and digits
 * spelled out as words written as digits. Only for reading: the stored text is what the writer typed.
 */
export function moderationText(text: string): string {
  return spellDigits(folded(text));
}

/** The text folded (width, invisible characters, digits, look-alikes, case, dot and at) but with number words kept. */
export function folded(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(IDEOGRAPHIC_STOPS, '.')
    .replace(/(?![0-9])\p{Nd}/gu, asciiDigit)
    .replace(/[\u0080-\u{10ffff}]/gu, (char) => unhomoglyph(char))
    .toLowerCase()
    .replace(BRACKETED_DOT, '.')
    .replace(SPOKEN_DOT, '.')
    .replace(BRACKETED_AT, '@')
    .replace(SPACED_LETTERS, (run) => run.replace(/ /g, ''))
    .replace(SPOKEN_AT, '@');
}

/** The most digits in one run of digits set apart by spaces, dots, dashes or brackets at most (how numbers are typed). */
export function longestDigitRun(text: string): number {
  const runs = text.match(/\d(?:[\s().-]{0,3}\d)*/g) ?? [];
  return Math.max(0, ...runs.map((run) => run.replace(/\D/g, '').length));
}

/** Free mail providers: `name at <provider>` is an address even without a domain ending. */
export const MAIL_PROVIDERS = [
  'gmail',
  'googlemail',
  'yahoo',
  'hotmail',
  'outlook',
  'icloud',
  'aol',
  'protonmail',
  'proton',
  'gmx',
  'yandex',
] as const;

/** Characters that show nothing (Unicode's default-ignorables: soft hyphen, joiners, directional marks, variation
 * selectors, the BOM, fillers, tags). */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const IDEOGRAPHIC_STOPS = /[\u3002\uff61\ufe12]/g;
const BRACKETED_DOT = /\s*[([{<]\s*dot\s*[)\]}>]\s*/g;
const SPOKEN_DOT = /\s+dot\s+/g;
const BRACKETED_AT = /\s*[([{<]\s*at\s*[)\]}>]\s*/g;
/** Three or more single letters set apart by single spaces (`j o h n`): a name spelled out to slip past a filter. */
const SPACED_LETTERS = /\b[a-z](?: [a-z]){2,}\b/g;
/**
 * A bare `at` read as `@` only before a mail provider's name (`john at gmail`): `looked at it`, `at the store` stay
 * words, and `at example dot com` is found as the link it reads as.
 */
const SPOKEN_AT = new RegExp(`\\s+at\\s+(?=(?:${MAIL_PROVIDERS.join('|')})\\b)`, 'g');

const NUMBER_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const NUMBER_WORD = new RegExp(`\\b(?:${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'g');

const spellDigits = (text: string): string => text.replace(NUMBER_WORD, (word) => NUMBER_WORDS[word] ?? word);

/** A decimal digit of any script (Arabic-Indic ٥, Devanagari ५...) as 0-9: its place in its block of ten. */
function asciiDigit(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  let place = 0;
  while (/\p{Nd}/u.test(String.fromCodePoint(code - place - 1))) place += 1;
  return String(place % 10);
}
