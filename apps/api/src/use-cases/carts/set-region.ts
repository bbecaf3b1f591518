import {
  err,
  INVALID_ZIP_MESSAGE,
  normalizeState,
  normalizeZip,
  ok,
  PAYMENT_PROVIDERS,
  type Cart,
  type PaymentProvider,
  type Result,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { updateCart } from '../../db/repositories/carts';
import { cartOf, changeSessionCart } from './session-cart';

export const CANNOT_SHIP_MESSAGE =
  "Sorry, this item can't be shipped to your selected address. You may either change the shipping address to a US address or contact customer support.";

export interface RegionInput {
  sessionHash: string;
  country: string;
  state: string;
  zip: string | null;
  billingProvider: string | null;
}

/** PUT /carts/my/region/new: the shipping region drives tax and the state recycling fee; a store ships only within its country. */
export async function setRegion(ctx: RequestContext, input: RegionInput, deps: Pick<Deps, 'db' | 'now'>): Promise<Result<Cart>> {
  const country = input.country.trim().toUpperCase();
  if (country !== ctx.brandConfig.region) return err('BAD_REQUEST', CANNOT_SHIP_MESSAGE);
  const state = normalizeState(input.state, ctx.brandConfig.region);
  if (!state) return err('BAD_REQUEST', 'Please select a state');
  // SPEC §5: the zip is optional here, but one given must fit the country's format (stored normalised).
  const zip = input.zip === null || input.zip.trim() === '' ? null : normalizeZip(input.zip, ctx.brandConfig.region);
  if (input.zip !== null && input.zip.trim() !== '' && zip === null) return err('BAD_REQUEST', INVALID_ZIP_MESSAGE);
  if (input.billingProvider !== null && !(PAYMENT_PROVIDERS as readonly string[]).includes(input.billingProvider)) {
    return err('PROVIDER_NOT_FOUND', 'Payment provider not found');
  }
  const result = await changeSessionCart(ctx, input.sessionHash, deps, async (tx, row) => {
    await updateCart(tx, row, {
      region: { country, state, zip },
      billingProvider: (input.billingProvider as PaymentProvider | null) ?? row.billingProvider,
    });
    return ok(null);
  });
  return cartOf(result);
}
