import { err, ok, type BrandConfig, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findAmazonSession, type AmazonSessionRow } from '../../payments/sandbox/amazon-sessions';

export type AmazonApiVersion = 1 | 2;

export const AMAZON_API_NOT_FOUND_MESSAGE = 'Not found';
export const AMAZON_SESSION_NOT_FOUND_MESSAGE = 'Checkout session not found';

/**
 * The first API exists where the brand takes Amazon Pay; the newer one only behind the brand flag
 * (brand registry `amazonPayV2`). Off: the routes answer 404, as if they did not exist.
 */
export function amazonApiEnabled(brand: BrandConfig, version: AmazonApiVersion): boolean {
  return brand.paymentProviders.includes('amazonPay') && (version === 1 || brand.amazonPayV2 === true);
}

/**
 * A checkout session as one shopper may use it: this brand, this shopper session, created by this API version.
 * Anything else is not found (a foreign session id grants nothing and reveals nothing).
 */
export async function ownSession(
  ctx: RequestContext,
  input: { sessionHash: string; id: string; version: AmazonApiVersion },
  deps: Pick<Deps, 'db'>,
): Promise<Result<AmazonSessionRow>> {
  if (!amazonApiEnabled(ctx.brandConfig, input.version)) return err('NOT_FOUND', AMAZON_API_NOT_FOUND_MESSAGE);
  const row = await findAmazonSession(deps.db, ctx.brand, input.id);
  if (row?.sessionHash !== input.sessionHash || row.version !== input.version)
    return err('NOT_FOUND', AMAZON_SESSION_NOT_FOUND_MESSAGE);
  return ok(row);
}
