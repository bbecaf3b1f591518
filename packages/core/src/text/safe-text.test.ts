import { describe, expect, it } from 'vitest';
import { isSafeText, safeId, safeText } from './safe-text';

describe('client text is printable and well-formed', () => {
  it.each([
    ['plain ascii', 'luxe-hybrid-mattress', true],
    ['accents and emoji (a surrogate pair)', 'Crème 😀', true],
    ['a space', 'K1A 0B1', true],
    ['a NUL byte', 'a\u0000', false],
    ['a bell', '\u0007', false],
    ['a tab', 'a\tb', false],
    ['a newline', 'a\nb', false],
    ['DEL', '\u007f', false],
    ['a C1 control', '\u0085', false],
    ['a lone high surrogate', '\ud800', false],
    ['a high surrogate before a letter', '\ud800a', false],
    ['a lone low surrogate', 'a\udfffb', false],
  ])('%s is safe: %s', (_name, value, safe) => {
    expect(isSafeText(value)).toBe(safe);
    expect(safeText({ max: 40 }).safeParse(value).success).toBe(safe);
  });

  it('keeps its length limits and reports the unsafe text alone', () => {
    expect(safeId(5).safeParse('').success).toBe(false);
    expect(safeId(5).safeParse('abcdef').success).toBe(false);
    const issues = safeText({ max: 2 }).safeParse('\u0000\u0000\u0000').error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(['must not contain control characters or unpaired surrogates']);
  });
});
