import {
  changeAddressBook,
  err,
  ok,
  TOO_MANY_ADDRESSES_MESSAGE,
  type AddressBookChange,
  type Result,
  type SavedAddressWire,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import type { Account } from '../../accounts/account';
import {
  listAccountAddresses,
  lockAccount,
  setDefaultAddress,
  type AccountAddressRow,
} from '../../db/repositories/account-addresses';
import type { Db } from '../../db/repositories/carts';
import { NOT_SIGNED_IN_MESSAGE } from './get-me';

export const ADDRESS_NOT_FOUND = 'Address not found';

/** A saved address as the API answers it: the order address with its id and default flag. */
export const toSavedAddress = (row: AccountAddressRow): SavedAddressWire => ({
  id: row.id,
  isDefault: row.isDefault,
  ...row.address,
});

/** Signed out: 401 NOT_SIGNED_IN, the answer of every /accounts/me route. */
export function signedIn(account: Account | null): Result<Account> {
  return account ? ok(account) : err('NOT_SIGNED_IN', NOT_SIGNED_IN_MESSAGE);
}

/**
 * Runs one change to the account's address book in a transaction holding the account's row lock: the core rules
 * (changeAddressBook) decide the defaults and the limit, `write` stores the address itself, then the default is set.
 * Another account's address id is simply not in this book: 404 'Address not found'.
 */
export async function changeBook(
  ctx: RequestContext,
  userId: string,
  change: AddressBookChange,
  write: (tx: Db) => Promise<void>,
  deps: Pick<Deps, 'db'>,
): Promise<Result<AccountAddressRow[]>> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockAccount(tx, ctx.brand, userId))) return err('NOT_SIGNED_IN', NOT_SIGNED_IN_MESSAGE);
    const book = await listAccountAddresses(tx, ctx.brand, userId);
    const outcome = changeAddressBook(book, change);
    if (!outcome.ok)
      return outcome.reason === 'too-many' ? err('BAD_REQUEST', TOO_MANY_ADDRESSES_MESSAGE) : err('NOT_FOUND', ADDRESS_NOT_FOUND);
    await write(tx);
    await setDefaultAddress(tx, ctx.brand, userId, outcome.defaultId);
    return ok(await listAccountAddresses(tx, ctx.brand, userId));
  });
}
