import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isErrorEnvelope, okEnvelopeResult } from './envelope-shape';
import { errorEnvelopeSchema } from './error-envelope';
import { DOMAIN_ERROR_REASONS, ERROR_ENVELOPE_CODES } from './result';

/** Values near the envelope: right and wrong statuses, known and unknown codes, messages of every JSON type. */
const nearEnvelope = fc.record(
  {
    status: fc.constantFrom('error', 'ok', 'Error', ''),
    code: fc.oneof(fc.constantFrom(...ERROR_ENVELOPE_CODES), fc.string(), fc.integer(), fc.constant(null)),
    message: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string())),
    reason: fc.oneof(fc.constantFrom(...DOMAIN_ERROR_REASONS), fc.string(), fc.integer(), fc.constant(null)),
    result: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

describe('envelope read without zod (the browser first load)', () => {
  it('isErrorEnvelope agrees with errorEnvelopeSchema on arbitrary and near-envelope values', () => {
    fc.assert(
      fc.property(fc.oneof(nearEnvelope, fc.jsonValue()), (value) => {
        expect(isErrorEnvelope(value)).toBe(errorEnvelopeSchema.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    [{ status: 'error', code: 'NOT_FOUND', message: 'Product not found' }, true],
    [{ status: 'error', code: 'UNAVAILABLE', message: '' }, true],
    [{ status: 'error', code: 'TEAPOT', message: 'x' }, false],
    [{ status: 'error', code: 'NOT_FOUND' }, false],
    [
      { status: 'error', code: 'PRECONDITION_FAILED', message: '10001 is not used within state NJ', reason: 'zip-mismatch' },
      true,
    ],
    [{ status: 'error', code: 'PRECONDITION_FAILED', message: 'x', reason: 'no-such-reason' }, false],
    [{ status: 'error', code: 'PRECONDITION_FAILED', message: 'x', reason: null }, false],
    [[{ status: 'error', code: 'NOT_FOUND', message: 'x' }], false],
    [null, false],
  ])('isErrorEnvelope(%o) is %s', (value, expected) => {
    expect(isErrorEnvelope(value)).toBe(expected);
  });

  it.each([
    [{ status: 'error', code: 'PRECONDITION_FAILED', message: 'Blacklisted', reason: 'region-blocked' }, 'region-blocked'],
    [{ status: 'error', code: 'NOT_FOUND', message: 'Product not found' }, undefined],
  ])('the typed reason survives both readers: %o', (value, reason) => {
    expect(isErrorEnvelope(value) ? value.reason : 'not an envelope').toBe(reason);
    expect(errorEnvelopeSchema.parse(value).reason).toBe(reason);
  });

  it.each([
    [{ status: 'ok', result: { id: 'a' } }, { result: { id: 'a' } }],
    [{ status: 'ok', result: null }, { result: null }],
    [{ status: 'ok' }, undefined],
    [{ status: 'error', result: 1 }, undefined],
    [['ok'], undefined],
    ['ok', undefined],
  ])('okEnvelopeResult(%o) is %o', (value, expected) => {
    expect(okEnvelopeResult(value)).toEqual(expected);
  });
});
