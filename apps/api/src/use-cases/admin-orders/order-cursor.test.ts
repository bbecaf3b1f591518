import { describe, expect, it } from 'vitest';
import { BAD_CURSOR_MESSAGE, decodeOrderCursor, encodeOrderCursor } from './order-cursor';

const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const refused = { ok: false, error: { code: 'BAD_REQUEST', message: BAD_CURSOR_MESSAGE } };

describe('order list cursors', () => {
  it.each([
    ['newest', '2026-11-30T23:54:59.123456Z', 'abc'],
    ['oldest', '2024-02-29T00:00:00.000000Z', 'x'],
    ['total-high', 147267, 'abc'],
    ['total-low', 0, 'abc'],
  ] as const)('a %s cursor reads back its key and id', (sort, key, id) => {
    expect(decodeOrderCursor(sort, encodeOrderCursor(sort, key, id))).toEqual({ ok: true, value: { key, id } });
  });

  it('no cursor is the first page', () => {
    expect(decodeOrderCursor('newest', undefined)).toEqual({ ok: true, value: null });
  });

  it.each([
    ['not base64 JSON', 'newest', 'not-a-cursor'],
    ['a cursor of another sort', 'newest', encodeOrderCursor('total-high', 100, 'abc')],
    ['a total for a date sort', 'newest', raw({ s: 'newest', k: 100, i: 'abc' })],
    ['a date for a total sort', 'total-low', raw({ s: 'total-low', k: '2026-11-30T23:54:59.123456Z', i: 'abc' })],
    ['a date without microseconds', 'newest', raw({ s: 'newest', k: '2026-11-30T23:54:59Z', i: 'abc' })],
    ['30 February', 'newest', raw({ s: 'newest', k: '2026-02-30T10:00:00.000000Z', i: 'abc' })],
    ['hour 25', 'oldest', raw({ s: 'oldest', k: '2026-02-10T25:00:00.000000Z', i: 'abc' })],
    ['SQL in the key', 'newest', raw({ s: 'newest', k: "2026-02-10'; drop table orders; --", i: 'abc' })],
    ['a total beyond an integer column', 'total-high', raw({ s: 'total-high', k: 2 ** 40, i: 'abc' })],
    ['a fraction of a cent', 'total-high', raw({ s: 'total-high', k: 1.5, i: 'abc' })],
    ['an extra field', 'newest', raw({ s: 'newest', k: '2026-11-30T23:54:59.123456Z', i: 'abc', x: 1 })],
    ['an empty id', 'newest', raw({ s: 'newest', k: '2026-11-30T23:54:59.123456Z', i: '' })],
    ['a NUL in the id', 'newest', raw({ s: 'newest', k: '2026-11-30T23:54:59.123456Z', i: 'a\u0000b' })],
    ['JSON null', 'newest', raw(null)],
  ] as const)('refuses %s', (_case, sort, cursor) => {
    expect(decodeOrderCursor(sort, cursor)).toEqual(refused);
  });
});
