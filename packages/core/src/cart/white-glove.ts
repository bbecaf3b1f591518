/** White glove service is $149 for the first item and $45 per extra item. */
export const WHITE_GLOVE_FIRST_ITEM = 14900;
export const WHITE_GLOVE_EXTRA_ITEM = 4500;

/** Mattress removal fee states. */
export const REMOVAL_FEE_STATES = ['CA', 'RI', 'CT'] as const;

/** Shipping and white-glove product names are identified by containing '-white-glove'. */
export function isWhiteGloveName(name: string): boolean {
  return name.includes('-white-glove');
}

/** A fee for the first item and a lower fee per additional item; soft goods add no fee. */
export function whiteGloveFee(lines: ReadonlyArray<{ quantity: number; softGood: boolean }>): number {
  const pieces = lines.filter((l) => !l.softGood).reduce((n, l) => n + l.quantity, 0);
  return pieces === 0 ? 0 : WHITE_GLOVE_FIRST_ITEM + (pieces - 1) * WHITE_GLOVE_EXTRA_ITEM;
}

/** The state-mandated removal (recycling) fee applies only in CA, RI and CT. */
export function removalFeeApplies(state: string | null | undefined): boolean {
  return (REMOVAL_FEE_STATES as readonly string[]).includes((state ?? '').toUpperCase());
}
