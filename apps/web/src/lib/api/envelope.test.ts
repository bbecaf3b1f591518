import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseEnvelope } from './envelope';
import { ApiError, isNotFound } from './errors';

const shape = z.object({ id: z.string() });

describe('parseEnvelope', () => {
  it('returns the result of an ok envelope', () => {
    expect(parseEnvelope(200, { status: 'ok', result: { id: 'a' } }, shape, '/x')).toEqual({ id: 'a' });
  });

  it('throws a typed error for an error envelope', () => {
    try {
      parseEnvelope(404, { status: 'error', code: 'NOT_FOUND', message: 'Product not found' }, shape, '/products/x');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Product not found' });
      expect(isNotFound(error)).toBe(true);
    }
  });

  it("keeps the envelope's typed reason on the error (callers branch on it, never on the message)", () => {
    const body = {
      status: 'error',
      code: 'PRECONDITION_FAILED',
      message: '10001 is not used within state NJ',
      reason: 'zip-mismatch',
    };
    expect(() => parseEnvelope(412, body, shape, '/addresses/validate')).toThrow(
      expect.objectContaining({ status: 412, code: 'PRECONDITION_FAILED', message: body.message, reason: 'zip-mismatch' }),
    );
  });

  it("reads the API's 503 UNAVAILABLE (the database restarting) as a typed error with its message", () => {
    const body = {
      status: 'error',
      code: 'UNAVAILABLE',
      message: 'The store is briefly unavailable, please try again in a moment',
    };
    expect(() => parseEnvelope(503, body, shape, '/carts/my')).toThrow(
      expect.objectContaining({ status: 503, code: 'UNAVAILABLE', message: body.message }),
    );
  });

  it.each([[null], ['text'], [{ status: 'ok' }], [{ status: 'ok', result: { id: 1 } }], [{ status: 'weird' }]])(
    'rejects %o as BAD_RESPONSE',
    (body) => {
      expect(() => parseEnvelope(200, body, shape, '/x')).toThrow(ApiError);
      try {
        parseEnvelope(200, body, shape, '/x');
      } catch (error) {
        expect(error).toMatchObject({ code: 'BAD_RESPONSE' });
        expect(isNotFound(error)).toBe(false);
      }
    },
  );
});
