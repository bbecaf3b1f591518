/** A price band in minor units: min inclusive, max exclusive. */
export interface PriceBand {
  min: number;
  max: number;
}

/** Band widths tried in turn (minor units: $50, $100, $250, $500, $1,000, $2,500, $5,000): the narrowest that gives few enough bands wins. */
const LARGEST_STEP = 500_000;
const STEPS = [5_000, 10_000, 25_000, 50_000, 100_000, 250_000, LARGEST_STEP] as const;
export const MAX_PRICE_BANDS = 5;

/**
 * Price filter: bands derived from the listing's own prices (never hand-typed), each a round width wide, at most
 * MAX_PRICE_BANDS of them, and only the bands that hold at least one price. Prices are minor units.
 */
export function priceBands(prices: readonly number[], maxBands: number = MAX_PRICE_BANDS): PriceBand[] {
  if (prices.length === 0) return [];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const step = STEPS.find((s) => Math.floor(high / s) - Math.floor(low / s) + 1 <= maxBands) ?? LARGEST_STEP;
  const bands: PriceBand[] = [];
  for (let min = Math.floor(low / step) * step; min <= high; min += step) {
    const band = { min, max: min + step };
    if (prices.some((price) => inBand(price, band))) bands.push(band);
  }
  return bands;
}

/**
 * Price filter choices: the listing's bands and the chosen band (the URL's, which may come from other prices,
 * such as the listing before a size was picked), disjoint, so every price falls in exactly one choice. The chosen band is
 * offered as it is, even holding no price, so the filter shows what the URL asks; a listing band it overlaps keeps only
 * its parts outside it, and only those that hold a price.
 */
export function priceBandChoices(
  prices: readonly number[],
  chosen: PriceBand | null,
  maxBands: number = MAX_PRICE_BANDS,
): PriceBand[] {
  const bands = priceBands(prices, maxBands);
  if (chosen === null) return bands;
  const outside = bands
    .flatMap((band) => [
      { min: band.min, max: Math.min(band.max, chosen.min) },
      { min: Math.max(band.min, chosen.max), max: band.max },
    ])
    .filter((part) => part.min < part.max && prices.some((price) => inBand(price, part)));
  return [...outside, chosen].sort((a, b) => a.min - b.min);
}

export function inBand(price: number, band: PriceBand): boolean {
  return price >= band.min && price < band.max;
}

const BAND_PATTERN = /^(\d{1,7})-(\d{1,7})$/;

/** `1000-1500` (whole major units, as the URL carries it) as a band in minor units; null when malformed or empty. */
export function parsePriceBand(text: string): PriceBand | null {
  const match = BAND_PATTERN.exec(text);
  if (match === null) return null;
  const min = Number(match[1]) * 100;
  const max = Number(match[2]) * 100;
  return min < max ? { min, max } : null;
}

/** The URL form of a band: whole major units, `1000-1500`. */
export function priceBandParam(band: PriceBand): string {
  return `${Math.floor(band.min / 100)}-${Math.floor(band.max / 100)}`;
}
