/** Card wording, verbatim, in the order they are joined. */
export const CARD_NUMBER_ERROR = 'Card Number Validation Error';
export const CARD_EXPIRY_ERROR = 'Expiration Date Validation Error';
export const CARD_CVC_ERROR = 'CVC Validation Error';

/** Whether each hosted card field reports itself complete. */
export interface CardCompleteness {
  number: boolean;
  expiry: boolean;
  cvc: boolean;
}

/** Card number, expiry and CVC must be complete; otherwise their errors joined with ' - ' (null when complete). */
export function cardValidationMessage(fields: CardCompleteness): string | null {
  const errors = [
    fields.number ? null : CARD_NUMBER_ERROR,
    fields.expiry ? null : CARD_EXPIRY_ERROR,
    fields.cvc ? null : CARD_CVC_ERROR,
  ].filter((error): error is string => error !== null);
  return errors.length === 0 ? null : errors.join(' - ');
}

/** Card validation is skipped when the cart total (minor units) is 0. */
export function skipsCardValidation(totalMinor: number): boolean {
  return totalMinor === 0;
}
