import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts: what tripped the moderation rule, marked in the text as it reads', () => {
  it.each<[string, string[], Array<[string, boolean]>]>([
    [
      'see evil.com now',
      ['evil.com'],
      [
        ['see ', false],
        ['evil.com', true],
        [' now', false],
      ],
    ],
    ['no match here', ['evil.com'], [['no match here', false]]],
    ['plain', [], [['plain', false]]],
    ['', ['x'], []],
    [
      'CASINO and casino',
      ['casino'],
      [
        ['CASINO', true],
        [' and ', false],
        ['casino', true],
      ],
    ],
    [
      'write john@gmail.com',
      ['gmail.com', 'john@gmail.com'],
      [
        ['write ', false],
        ['john@gmail.com', true],
      ],
    ],
    [
      'a (b) c',
      ['(b)'],
      [
        ['a ', false],
        ['(b)', true],
        [' c', false],
      ],
    ],
  ])('%j with %j', (text, matches, parts) => {
    expect(highlightParts(text, matches).map((p) => [p.text, p.hit])).toEqual(parts);
  });
});
