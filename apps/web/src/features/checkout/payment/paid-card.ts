/** The last four digits of the card tokenized on billing, for the review summary; kept in memory like the token itself. */
let last4: string | null = null;

/** Remembers the card the billing step tokenized (null for none, e.g. a zero total). */
export function rememberCard(digits: string | null): void {
  last4 = digits;
}

/** The card the review step shows. */
export function rememberedCard(): string | null {
  return last4;
}
