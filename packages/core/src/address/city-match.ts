/** Wording when the city does not belong to the ZIP. */
export const WRONG_CITY_MESSAGE = 'Please enter the correct city name';

const ABBREVIATIONS: ReadonlyArray<[RegExp, string]> = [
  [/\bst\b/g, 'saint'],
  [/\bste\b/g, 'sainte'],
  [/\bft\b/g, 'fort'],
  [/\bmt\b/g, 'mount'],
  [/\bpt\b/g, 'point'],
];

/** A city name compared without case, accents, punctuation or spacing, with St/Ste/Ft/Mt/Pt spelled out. */
export function normalizeCityName(city: string): string {
  let value = city
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  for (const [pattern, word] of ABBREVIATIONS) value = value.replace(pattern, word);
  return value.replace(/\s+/g, '');
}

/** 'Please enter the correct city name': the city is one of the ZIP's acceptable cities, compared normalised. */
export function cityMatches(city: string, acceptable: readonly string[]): boolean {
  const wanted = normalizeCityName(city);
  return wanted !== '' && acceptable.some((c) => normalizeCityName(c) === wanted);
}
