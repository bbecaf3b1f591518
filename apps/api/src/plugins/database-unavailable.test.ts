import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const coded = (code: string) => Object.assign(new Error(code), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a closed connection', coded('CONNECTION_CLOSED'), true],
    ['a refused connection', coded('ECONNREFUSED'), true],
    ['a connect timeout', coded('CONNECT_TIMEOUT'), true],
    ['an administrator shutdown (pg_ctl stop -m fast)', coded('57P01'), true],
    ['a server starting up', coded('57P03'), true],
    ['a connection exception class 08', coded('08006'), true],
    ['one wrapped by Drizzle', Object.assign(new Error('Failed query'), { cause: coded('CONNECTION_CLOSED') }), true],
    ['a unique violation', coded('23505'), false],
    ['a syntax error', coded('42601'), false],
    ['an error without a code', new Error('boom'), false],
    ['not an error', 'text', false],
  ])('%s: %s', (_name, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
