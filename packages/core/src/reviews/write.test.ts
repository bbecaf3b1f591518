import { describe, expect, it } from 'vitest';
import { writeReviewRequestSchema } from './write';

const valid = {
  orderId: 'o1',
  domainKey: 'mattress',
  score: 5,
  title: 'Great',
  content: 'Really comfortable.',
  displayName: 'Ann',
};

describe('rule: review text is trimmed, within limits, without control characters (line breaks allowed in the body)', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['a valid review', {}, true],
    ['score 0', { score: 0 }, false],
    ['score 4.5', { score: 4.5 }, false],
    ['empty title after trim', { title: '   ' }, false],
    ['title of 151', { title: 'a'.repeat(151) }, false],
    ['content of 9', { content: 'a'.repeat(9) }, false],
    ['content of 10 after trim', { content: `  ${'a'.repeat(10)}  ` }, true],
    ['content of 5001', { content: 'a'.repeat(5001) }, false],
    ['content with line breaks', { content: 'Line one\r\nLine two' }, true],
    ['content with a NUL', { content: 'Line one\u0000Line two' }, false],
    ['title with a tab', { title: 'a\tb' }, false],
    ['display name of 1', { displayName: 'A' }, false],
    ['display name of 51', { displayName: 'a'.repeat(51) }, false],
    ['lone surrogate in the name', { displayName: 'Ann\ud800' }, false],
  ])('%s', (_name, patch, ok) => {
    expect(writeReviewRequestSchema.safeParse({ ...valid, ...patch }).success).toBe(ok);
  });

  it('stores CRLF as LF and trims', () => {
    const parsed = writeReviewRequestSchema.parse({ ...valid, content: '  line one\r\nline two  ', title: ' T ' });
    expect(parsed.content).toBe('line one\nline two');
    expect(parsed.title).toBe('T');
  });
});
