import { z } from 'zod';
import { err, ok, orderAddressSchema, safeId, type Result } from '@store/core';
import type { RequestContext } from '../../context';
import type { OrderAddress } from '../../db/schema';
import { firstProblem } from '../../use-cases/addresses/first-problem';
import { addressShape } from '../orders/schemas';
import { errorEnvelope } from '../schemas';

/** POST /accounts/me/addresses: the order address and whether it should be the default. */
export const addAddressBody = z.strictObject({ address: addressShape, isDefault: z.boolean().optional() });

/** PUT /accounts/me/addresses/:id: a new address, a default wish, or both. */
export const updateAddressBody = z
  .strictObject({ address: addressShape.optional(), isDefault: z.boolean().optional() })
  .refine((body) => body.address !== undefined || body.isDefault !== undefined, 'Send an address or isDefault');

/** An address id in a path: any other text simply finds no address (404, the same answer as another account's). */
export const addressIdParam = z.object({ id: safeId(64) });

export const addressErrors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };

/**
 * A saved address passes the same rules as a checkout's shipping address in the brand's country (core
 * orderAddressSchema: name, phone, state, ZIP, country), so a saved address always fills a valid checkout.
 */
export function savedAddressOf(ctx: RequestContext, address: z.infer<typeof addressShape>): Result<OrderAddress> {
  const checked = orderAddressSchema(ctx.brandConfig.region, 'shipping').safeParse(address);
  return checked.success ? ok(checked.data) : err('BAD_REQUEST', firstProblem(checked.error.issues, 'Invalid address'));
}
