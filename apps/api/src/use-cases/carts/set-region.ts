import {
  BLOCKED_REGION_SERVER_TEXT,
  err,
  isBlockedRegion,
  normalizeState,
  ok,
  PAYMENT_PROVIDERS,
  deliveryChoiceAfterMove,
  type Cart,
  type PaymentProvider,
  type Result,
  WRONG_COUNTRY_MESSAGE,
  PAYMENT_PROVIDER_NOT_FOUND,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { updateCart } from '../../db/repositories/carts';
import type { CartRegion } from '../../db/schema/carts';
import { checkAddress } from '../addresses/check-address';
import { cartOf, changeSessionCart } from './session-cart';

export interface RegionInput {
  sessionHash: string;
  country: string;
  state: string;
  zip: string | null;
  /** The shipping city, checked against the ZIP when given (PUT /carts/region). */
  city: string | null;
  billingProvider: string | null;
}

/**
 * PUT /carts/my/region/new and PUT /carts/region: the shipping region drives tax, the state recycling fee and the
 * delivery options; a store ships only within its country. A zip given is checked against the state (and the city
 * when given): a blocked region, a ZIP outside the state or a wrong city is a 412 and changes nothing.
 */
export async function setRegion(
  ctx: RequestContext,
  input: RegionInput,
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
): Promise<Result<Cart>> {
  const region = await regionOf(ctx, input);
  if (!region.ok) return region;
  if (input.billingProvider !== null && !(PAYMENT_PROVIDERS as readonly string[]).includes(input.billingProvider)) {
    return err('PROVIDER_NOT_FOUND', PAYMENT_PROVIDER_NOT_FOUND);
  }
  const result = await changeSessionCart(ctx, input.sessionHash, deps, async (tx, row) => {
    await updateCart(tx, row, {
      region: region.value,
      billingProvider: (input.billingProvider as PaymentProvider | null) ?? row.billingProvider,
      ...deliveryChoiceAfterMove(
        { deliveryOption: row.deliveryOption, withMattressRemoval: row.withMattressRemoval },
        { country: ctx.brandConfig.region, state: region.value.state },
      ),
    });
    return ok(null);
  });
  return cartOf(result);
}

async function regionOf(ctx: RequestContext, input: RegionInput): Promise<Result<CartRegion>> {
  if (input.zip !== null && input.zip.trim() !== '') {
    const checked = await checkAddress(ctx, { country: input.country, state: input.state, zip: input.zip, city: input.city });
    return checked.ok ? ok({ country: checked.value.country, state: checked.value.state, zip: checked.value.zip }) : checked;
  }
  const country = ctx.brandConfig.region;
  if (input.country.trim().toUpperCase() !== country) return err('BAD_REQUEST', WRONG_COUNTRY_MESSAGE);
  if (isBlockedRegion(country, input.state, input.city ?? ''))
    return err('PRECONDITION_FAILED', BLOCKED_REGION_SERVER_TEXT, 'region-blocked');
  const state = normalizeState(input.state, country);
  return state ? ok({ country, state, zip: null }) : err('BAD_REQUEST', 'Please select a state');
}
