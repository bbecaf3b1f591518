import {
  CARD_CVC_MESSAGE,
  CARD_EXPIRY_MESSAGE,
  CARD_NUMBER_MESSAGE,
  cardDigits,
  err,
  isCompleteCvc,
  ok,
  parseCardExpiry,
  sandboxCardOutcome,
  type CardBilling,
  type Result,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { hitTokenLimit } from './token-rate-limit';
import { createCardToken } from '../../payments/sandbox/card-store';

export interface CardInput {
  sessionHash: string;
  number: string;
  expiry: string;
  cvc: string;
  /** The billing name and address the card is tokenized with; kept with the token, like a provider's billing details. */
  billing?: CardBilling | undefined;
}

/**
 * POST /sandbox/card/tokens (the hosted field's tokenize): the sandbox test cards only, any future expiry, any CVC.
 * Only the last four digits, the test card's outcome, the expiry and the billing details are kept; the number and CVC
 * are dropped here.
 */
export async function tokenizeCard(
  ctx: RequestContext,
  input: CardInput,
  deps: Pick<Deps, 'db' | 'now' | 'stores'>,
): Promise<Result<{ token: string; last4: string; expMonth: number; expYear: number; expiresAt: string }>> {
  const limited = await hitTokenLimit(ctx, deps);
  if (!limited.ok) return limited;
  const now = deps.now();
  const outcome = sandboxCardOutcome(input.number);
  if (!outcome) return err('BAD_REQUEST', CARD_NUMBER_MESSAGE);
  const expiry = parseCardExpiry(input.expiry, now);
  if (!expiry) return err('BAD_REQUEST', CARD_EXPIRY_MESSAGE);
  if (!isCompleteCvc(input.cvc)) return err('BAD_REQUEST', CARD_CVC_MESSAGE);
  const last4 = cardDigits(input.number).slice(-4);
  const card = {
    brand: ctx.brand,
    sessionHash: input.sessionHash,
    last4,
    outcome,
    expMonth: expiry.month,
    expYear: expiry.year,
    billingDetails: input.billing ?? null,
  };
  const { token, expiresAt } = await createCardToken(deps.db, card, now);
  return ok({ token, last4, expMonth: expiry.month, expYear: expiry.year, expiresAt: expiresAt.toISOString() });
}
