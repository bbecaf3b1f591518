import { describe, expect, it } from 'vitest';
import { folded, longestDigitRun, moderationText } from './moderation-text';

describe('moderationText: a review text as moderation reads it', () => {
  it.each([
    ['ｅｖｉｌ．ｃｏｍ', 'evil.com'],
    ['EVIL.COM', 'evil.com'],
    ['еvil.соm', 'evil.com'],
    ['evil.cοm', 'evil.com'],
    ['ev\u200bil\u00ad.c\u200dom', 'evil.com'],
    ['evil dot com', 'evil.com'],
    ['evil (dot) com', 'evil.com'],
    ['evil[dot]com', 'evil.com'],
    ['evil。com', 'evil.com'],
    ['jo (at) example [dot] org', 'jo@example.org'],
    ['five one two 555 one two three four', '5 1 2 555 1 2 3 4'],
    ['Zero Oh Nine', '0 0 9'],
    ['call ⑤⑤⑤', 'call 555'],
    ['٥٥٥ ١٢٣ ٤٥٦٧', '555 123 4567'],
    ['Someone, phone, nineteen', 'someone, phone, nineteen'],
    ['Written at home, looked at it', 'written at home, looked at it'],
    ['1 mattress, m for medium', '1 mattress, m for medium'],
    ['example dot com', 'example.com'],
    ['j o h n at gmail', 'john@gmail'],
    ['John At Gmail Dot Com', 'john@gmail.com'],
    ['looked at it, bought at the store', 'looked at it, bought at the store'],
    ['ｊｏｈｎ ａｔ ｙａｈｏｏ', 'john@yahoo'],
  ])('%j reads as %j', (text, read) => {
    expect(moderationText(text)).toBe(read);
  });

  it('keeps number words in the folded text (to tell spelled-out digits apart)', () => {
    expect(folded('Five Ｏne')).toBe('five one');
  });

  it.each<[string, number]>([
    ['no digits', 0],
    ['555-123-4567', 10],
    ['(555) 123 4567', 10],
    ['5 1 2 5 5 5 1 2 3 4', 10],
    ['$1,299.00 - now $999', 5],
    ['10/10, 5 stars', 2],
    ['60x80x11', 2],
  ])('longestDigitRun(%j) = %i', (text, digits) => {
    expect(longestDigitRun(text)).toBe(digits);
  });
});
