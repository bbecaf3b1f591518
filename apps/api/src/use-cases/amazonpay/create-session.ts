import { err, isCheckoutReturnPath, ok, type AmazonCheckoutSession, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { createAmazonSession, sessionView } from '../../payments/sandbox/amazon-sessions';
import { AMAZON_API_NOT_FOUND_MESSAGE, amazonApiEnabled, type AmazonApiVersion } from './own-session';

export const RETURN_URL_MESSAGE = 'checkoutReviewReturnUrl must be a storefront path under /checkout/';

/**
 * Wallet session creation (POST /amazonpay/session or /amazonpay/v2/sessions ?checkoutReviewReturnUrl=...):
 * a session of this brand and shopper session, whose redirect URL is Amazon's sign-in page. The return URL must be a
 * relative storefront path under /checkout/, so Amazon's page can only send the buyer back into checkout.
 */
export async function createSession(
  ctx: RequestContext,
  input: { sessionHash: string; version: AmazonApiVersion; checkoutReviewReturnUrl: string },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<AmazonCheckoutSession>> {
  if (!amazonApiEnabled(ctx.brandConfig, input.version)) return err('NOT_FOUND', AMAZON_API_NOT_FOUND_MESSAGE);
  if (!isCheckoutReturnPath(input.checkoutReviewReturnUrl)) return err('BAD_REQUEST', RETURN_URL_MESSAGE);
  const row = await createAmazonSession(
    deps.db,
    { brand: ctx.brand, sessionHash: input.sessionHash, version: input.version, reviewReturnUrl: input.checkoutReviewReturnUrl },
    deps.now(),
  );
  return ok(sessionView(row));
}
