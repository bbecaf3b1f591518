import { addressCheckOutcome, err, ok, type Result } from '@store/core';
import type { RequestContext } from '../../context';
import { checkAddress, type CheckedAddress } from '../addresses/check-address';
import type { OrderAddress } from '../../db/schema';
import type { OrderRequest } from './freeze-order';

/**
 * An order's shipping and billing addresses pass the same postal check as POST /addresses/validate and the region set:
 * the ZIP exists and lies in the state, the region is not blocked, the city is one of the ZIP's. The form rules alone
 * take any well-formed ZIP (99999, a Texas ZIP with New York), so without this an order could ship to an address that
 * does not exist, whatever the storefront's own check said. A refusal is a 400 in the checkout's words ('Enter a valid
 * ZIP / postal code for TX, US') with its typed reason; the checked shipping address is the order's region.
 */
export async function checkOrderAddresses(ctx: RequestContext, order: OrderRequest): Promise<Result<CheckedAddress>> {
  let shipping: CheckedAddress | null = null;
  for (const details of [order.shippingDetails, order.billingDetails]) {
    const checked = await checkOrderAddress(ctx, details);
    if (!checked.ok) return checked;
    shipping ??= checked.value;
  }
  return shipping ? ok(shipping) : err('BAD_REQUEST', 'Invalid shipping address');
}

/** One order address through the postal check, refused in the checkout's words (staff correcting an address too). */
export async function checkOrderAddress(ctx: RequestContext, details: OrderAddress): Promise<Result<CheckedAddress>> {
  const { country, state, zip, city } = details.address;
  const checked = await checkAddress(ctx, { country, state, zip, city });
  if (checked.ok) return checked;
  const outcome = addressCheckOutcome(checked.error, state, ctx.brandConfig.region);
  const message = outcome.kind === 'valid' ? checked.error.message : outcome.message;
  return err('BAD_REQUEST', message, checked.error.reason);
}
