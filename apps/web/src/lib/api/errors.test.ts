import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE, userFacingMessage } from './errors';

describe('userFacingMessage', () => {
  it.each([
    ['an invalid coupon', new ApiError(400, 'INVALID_COUPON', 'Invalid Coupon Code'), 'Invalid Coupon Code'],
    ['an empty cart', new ApiError(400, 'CART_EMPTY', 'Cart Empty'), 'Cart Empty'],
    ['another server message', new ApiError(412, 'PRECONDITION_FAILED', 'Coupon expired'), 'Coupon expired'],
    ['a response without a status', new ApiError(502, 'BAD_RESPONSE', 'Non-JSON response'), GENERIC_ERROR_MESSAGE],
    ['a network failure', new ApiError(0, 'NETWORK', 'fetch failed'), GENERIC_ERROR_MESSAGE],
    ['a timeout', new ApiError(0, 'TIMEOUT', 'The store took too long to answer'), GENERIC_ERROR_MESSAGE],
    ['an empty server message', new ApiError(500, 'INTERNAL', ''), GENERIC_ERROR_MESSAGE],
    ['a thrown non-API error', new Error('boom'), GENERIC_ERROR_MESSAGE],
    ['a thrown string', 'boom', GENERIC_ERROR_MESSAGE],
  ])('%s', (_case, error, expected) => {
    expect(userFacingMessage(error)).toBe(expected);
  });
});
