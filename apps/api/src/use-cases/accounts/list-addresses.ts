import { ok, type Result, type SavedAddressWire } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import type { Account } from '../../accounts/account';
import { listAccountAddresses } from '../../db/repositories/account-addresses';
import { signedIn, toSavedAddress } from './saved-addresses';

/** GET /accounts/me/addresses: the signed-in account's saved addresses, in the order they were saved. */
export async function listAddresses(
  ctx: RequestContext,
  account: Account | null,
  deps: Pick<Deps, 'db'>,
): Promise<Result<SavedAddressWire[]>> {
  const me = signedIn(account);
  if (!me.ok) return me;
  return ok((await listAccountAddresses(deps.db, ctx.brand, me.value.userId)).map(toSavedAddress));
}
