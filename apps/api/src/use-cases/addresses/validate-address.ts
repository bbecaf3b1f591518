import { ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { countAddressCheck } from './address-attempts';
import { checkAddress } from './check-address';

export interface ValidateAddressInput {
  sessionHash: string;
  country: string;
  state: string;
  zip: string;
  city: string;
  street: string;
}

/** Address validation: the ZIP in the state, the region not blocked, the city one of the ZIP's (412s). */
export async function validateAddress(
  ctx: RequestContext,
  input: ValidateAddressInput,
  deps: Pick<Deps, 'stores'>,
): Promise<Result<{ valid: true; city: string; state: string }>> {
  const limited = await countAddressCheck(deps.stores, ctx, input.sessionHash);
  if (!limited.ok) return limited;
  const checked = await checkAddress(ctx, input);
  if (!checked.ok) return checked;
  return ok({ valid: true, city: checked.value.city ?? input.city.trim(), state: checked.value.state });
}
