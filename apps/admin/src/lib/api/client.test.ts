import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, readEnvelope } from './client';

describe('readEnvelope', () => {
  it('a 2xx ok envelope gives its result', () => {
    expect(readEnvelope(200, 'OK', { status: 'ok', result: { id: 1 } })).toEqual({ id: 1 });
  });

  it.each([
    [401, { status: 'error', code: 'not-signed-in', message: 'Please sign in' }, 'not-signed-in', 'Please sign in'],
    [
      409,
      { status: 'error', code: 'refund-exceeds-captured', message: 'The refund is more than what was paid' },
      'refund-exceeds-captured',
      'The refund is more than what was paid',
    ],
    [
      404,
      { status: 'error', code: 'NOT_FOUND', message: 'No route for POST /admin/auth/sign-in' },
      'NOT_FOUND',
      'No route for POST /admin/auth/sign-in',
    ],
  ])('a %i error envelope is an ApiError with its code and message', (status, payload, code, message) => {
    expect(() => readEnvelope(status, '', payload)).toThrow(expect.objectContaining({ status, code, message }));
  });

  it.each([
    [502, 'Bad Gateway', null, 'The server answered 502 Bad Gateway without the expected data'],
    [404, 'Not Found', { statusCode: 404, error: 'Not Found' }, 'The server answered 404 Not Found without the expected data'],
    [200, 'OK', '<html>', 'The server answered 200 OK without the expected data'],
    [500, '', { status: 'ok', result: 1 }, 'The server answered 500 without the expected data'],
  ])('%i %s with %j: an ApiError that says what came back', (status, statusText, payload, message) => {
    expect(() => readEnvelope(status, statusText, payload)).toThrow(new ApiError(status, 'UNEXPECTED_ANSWER', message));
  });
});

describe('errorMessage', () => {
  it.each([
    [new ApiError(403, 'forbidden', 'Your role does not allow this'), 'Your role does not allow this'],
    [new Error('boom'), 'boom'],
    ['text', 'Something went wrong. Try again.'],
  ])('%o -> %j', (error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });
});
