import { describe, expect, it } from 'vitest';
import { cardValidationMessage, skipsCardValidation } from './card-validation';

describe("card: number, expiry and CVC complete, else the errors joined with ' - '", () => {
  it.each([
    [true, true, true, null],
    [false, true, true, 'Card Number Validation Error'],
    [true, false, true, 'Expiration Date Validation Error'],
    [true, true, false, 'CVC Validation Error'],
    [false, false, true, 'Card Number Validation Error - Expiration Date Validation Error'],
    [false, false, false, 'Card Number Validation Error - Expiration Date Validation Error - CVC Validation Error'],
  ])('number %s, expiry %s, cvc %s -> %j', (number, expiry, cvc, expected) =>
    expect(cardValidationMessage({ number, expiry, cvc })).toBe(expected),
  );

  it.each([
    [0, true],
    [1, false],
    [149900, false],
  ])('validation is skipped when the total is 0 (total %i -> %s)', (total, expected) =>
    expect(skipsCardValidation(total)).toBe(expected),
  );
});
