import { describe, expect, it } from 'vitest';
import { longDateText } from './english-date';

describe('days as the store writes them, in UTC', () => {
  it.each([
    ['2025-03-04T00:00:00Z', 'March 4, 2025'],
    ['2026-02-09T23:59:59.999Z', 'February 9, 2026'],
    ['2026-12-31T12:00:00Z', 'December 31, 2026'],
    ['2026-01-01T00:30:00+01:00', 'December 31, 2025'],
  ])('%s -> %s', (iso, text) => expect(longDateText(new Date(iso))).toBe(text));
});
