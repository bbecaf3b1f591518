import { describe, expect, it } from 'vitest';
import { parsePriceBand, priceBandChoices, priceBandParam, priceBands } from './price-bands';

const usd = (...dollars: number[]) => dollars.map((d) => d * 100);

describe('price bands come from the listing own prices, round widths, at most five, none empty', () => {
  it.each<[string, number[], string[]]>([
    ['no prices, no bands', [], []],
    ['one price, one band', usd(799), ['750-800']],
    ['mattresses $699-$2,199 in $500 bands', usd(699, 999, 1299, 1499, 2199), ['500-1000', '1000-1500', '2000-2500']],
    ['close prices in $50 bands', usd(129, 149, 249, 319), ['100-150', '200-250', '300-350']],
    ['a wide range in $1,000 bands', usd(99, 1500, 4999), ['0-1000', '1000-2000', '4000-5000']],
    ['a band includes its lower bound, not its upper', usd(1000, 1499.99, 1500), ['1000-1250', '1250-1500', '1500-1750']],
  ])('%s', (_, prices, expected) => {
    const bands = priceBands(prices);
    expect(bands.map(priceBandParam)).toEqual(expected);
    expect(bands.length).toBeLessThanOrEqual(5);
    for (const price of prices) expect(bands.filter((b) => price >= b.min && price < b.max)).toHaveLength(1);
  });
});

describe('the price query is whole major units; anything else is no filter', () => {
  it.each<[string, { min: number; max: number } | null]>([
    ['1000-1500', { min: 100000, max: 150000 }],
    ['0-500', { min: 0, max: 50000 }],
    ['1500-1000', null],
    ['1000-1000', null],
    ['1000', null],
    ['10.5-20', null],
    ['-5-10', null],
    ['abc', null],
    ['', null],
  ])('%s', (text, band) => {
    expect(parsePriceBand(text)).toEqual(band);
  });
});

describe('the price choices are disjoint and cover the prices, the chosen band among them', () => {
  const band = (text: string) => parsePriceBand(text);
  it.each<[string, number[], string | null, string[]]>([
    ['no band chosen: the listing bands', usd(699, 999, 1299), null, ['500-750', '750-1000', '1250-1500']],
    ['the chosen band is one of the listing bands', usd(699, 999, 1299), '750-1000', ['500-750', '750-1000', '1250-1500']],
    [
      // Chosen among $500 bands before a size was picked; the king prices now come in $250 bands.
      'a wider chosen band replaces the narrower bands it covers',
      usd(1099, 1299, 1599),
      '1000-1500',
      ['1000-1500', '1500-1750'],
    ],
    [
      'a listing band the chosen band cuts keeps its parts outside that hold a price',
      usd(1099, 1349, 1999),
      '1200-1300',
      ['1000-1200', '1200-1300', '1300-1500', '1750-2000'],
    ],
    ['a part outside without a price is dropped', usd(1099, 1349, 1999), '1050-1150', ['1050-1150', '1250-1500', '1750-2000']],
    ['a chosen band that holds no price is still offered', usd(699, 999), '2000-2500', ['600-700', '900-1000', '2000-2500']],
    ['no prices: only the chosen band', [], '0-500', ['0-500']],
  ])('%s', (_, prices, chosen, expected) => {
    const choices = priceBandChoices(prices, chosen === null ? null : band(chosen));
    expect(choices.map(priceBandParam)).toEqual(expected);
    for (const [i, a] of choices.entries())
      for (const b of choices.slice(i + 1)) expect(a.max <= b.min || b.max <= a.min).toBe(true);
    for (const price of prices) expect(choices.filter((b) => price >= b.min && price < b.max)).toHaveLength(1);
  });
});
