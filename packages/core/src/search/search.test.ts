import { describe, expect, it } from 'vitest';
import {
  closestTerms,
  correctedQuery,
  matchToken,
  scoreText,
  searchRequestSchema,
  searchSuggestions,
  searchTokens,
  trigramSimilarity,
  vocabularyOf,
  withinOneEdit,
  type TokenMatch,
} from './index';

describe('rule: site search words are letters and digits in lower case, at most eight', () => {
  it.each<[string, string, string[]]>([
    ['case and punctuation', 'Memory-Foam PILLOW!', ['memory', 'foam', 'pillow']],
    ['repeated words once', 'pillow pillow', ['pillow']],
    ['markup is only its words', '<script>alert(1)</script>', ['script', 'alert', '1']],
    ['SQL is only its words', "'; DROP TABLE products; --", ['drop', 'table', 'products']],
    ['accents kept', 'Crème brûlée', ['crème', 'brûlée']],
    ['nothing searchable', '%%% ___ !!!', []],
    ['eight at most', 'a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
  ])('%s', (_name, text, tokens) => {
    expect(searchTokens(text)).toEqual(tokens);
  });
});

describe('rule: GET /search takes 1 to 100 characters without control characters, limit 1 to 48', () => {
  it.each<[string, Record<string, string>, string | null]>([
    ['a word', { q: 'pillow' }, null],
    ['no q', {}, 'Enter something to search for'],
    ['trimmed to nothing', { q: '   ' }, 'Enter something to search for'],
    ['101 characters', { q: 'x'.repeat(101) }, 'Search text must be at most 100 characters'],
    ['100 characters', { q: 'x'.repeat(100) }, null],
    ['a NUL byte', { q: 'pil\u0000low' }, 'Search text must not contain control characters'],
    ['an escape', { q: 'pil\u001blow' }, 'Search text must not contain control characters'],
    ['limit 0', { q: 'pillow', limit: '0' }, 'Too small: expected number to be >=1'],
    ['limit 49', { q: 'pillow', limit: '49' }, 'Too big: expected number to be <=48'],
  ])('%s', (_name, query, message) => {
    const parsed = searchRequestSchema.safeParse(query);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });

  it('limit defaults to 24', () => {
    expect(searchRequestSchema.parse({ q: 'bed' }).limit).toBe(24);
  });
});

describe('rule: trigram similarity is pg_trgm similarity, edit distance one forgives a typo', () => {
  it.each<[string, string, number]>([
    ['pillow', 'pillow', 1],
    ['pilow', 'pillow', 5 / 8],
    ['matress', 'mattress', 7 / 10],
    ['sofa', 'pillow', 0],
  ])('%s ~ %s = %d', (a, b, similarity) => {
    expect(trigramSimilarity(a, b)).toBeCloseTo(similarity, 5);
  });

  it.each<[string, string, boolean]>([
    ['pilow', 'pillow', true],
    ['pillwo', 'pillow', true],
    ['pollow', 'pillow', true],
    ['pillows', 'pillow', true],
    ['plow', 'pillow', false],
    ['pilloww', 'pil', false],
  ])('%s within one edit of %s: %s', (a, b, within) => {
    expect(withinOneEdit(a, b)).toBe(within);
  });
});

describe('rule: a search word matches a word exactly, as its start (2+ letters), or one typo away (5+ letters)', () => {
  it.each<[string, string, TokenMatch | null]>([
    ['token match', 'pillow', 'exact'],
    ['plural', 'pillows', 'exact'],
    ['prefix', 'pil', 'prefix'],
    ['one letter is no prefix', 'p', null],
    ['typo in a long word', 'pilow', 'typo'],
    ['typo in a short word is not forgiven', 'bef', null],
    ['unrelated', 'sofa', null],
  ])('%s: %s', (_name, token, match) => {
    const word = token === 'bef' ? 'bed' : 'pillow';
    expect(matchToken(token, word)).toBe(match);
  });
});

describe('rule: every search word must match; title words weigh more than body words', () => {
  const page = (title: string, text: string) => [
    { text: title, weight: 3 },
    { text, weight: 1 },
  ];
  it.each<[string, string[], ReturnType<typeof page>, number]>([
    ['title word', ['returns'], page('Returns', 'Send it back'), 3],
    ['body word', ['back'], page('Returns', 'Send it back'), 1],
    ['both words needed', ['returns', 'sofa'], page('Returns', 'Send it back'), 0],
    ['prefix in the title', ['ret'], page('Returns', ''), 2.1],
    ['typo in the title', ['retrns'], page('Returns', ''), 1.5],
    ['no words', [], page('Returns', ''), 0],
  ])('%s', (_name, tokens, fields, score) => {
    expect(scoreText(tokens, fields)).toBeCloseTo(score, 5);
  });
});

describe('rule: suggestions correct unknown words and, when nothing matched, name close categories and titles', () => {
  const titles = ['The Nestwood Pillow', 'Luxe Hybrid Mattress', 'Bamboo Platform Bed Frame'];
  const categories = ['Mattresses', 'Bed Frames', 'Bedding'];

  it.each<[string, string, string | null]>([
    ['a typo is corrected', 'pilow', 'pillow'],
    ['every unknown word', 'luxe matress', 'luxe mattress'],
    ['two letters swapped', 'hybird', 'hybrid'],
    ['known words stay', 'pillow', null],
    ['a prefix is known', 'matt', null],
    ['nothing close', 'zzzz', null],
  ])('%s: %s → %s', (_name, query, corrected) => {
    expect(correctedQuery(searchTokens(query), vocabularyOf([...titles, ...categories]))).toBe(corrected);
  });

  it('close category names, best first', () => {
    expect(closestTerms(['beding'], categories, 2)).toEqual(['Bedding', 'Bed Frames']);
  });

  it.each<[string, string, boolean, string[]]>([
    ['found: only the correction', 'pilow', true, ['pillow']],
    ['found, spelled right: nothing', 'pillow', true, []],
    [
      'nothing found: correction, categories, titles',
      'beding',
      false,
      ['bedding', 'Bedding', 'Bed Frames', 'Bamboo Platform Bed Frame'],
    ],
    ['nothing close: nothing', 'qqqq', false, []],
  ])('%s', (_name, query, found, suggestions) => {
    expect(searchSuggestions({ tokens: searchTokens(query), titles, categories, found })).toEqual(suggestions);
  });
});
