import { err, ok, type Result, type SavedAddressWire } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import type { Account } from '../../accounts/account';
import { updateAccountAddress } from '../../db/repositories/account-addresses';
import type { OrderAddress } from '../../db/schema';
import { ADDRESS_NOT_FOUND, changeBook, signedIn, toSavedAddress } from './saved-addresses';

/**
 * PUT /accounts/me/addresses/:id: replaces the address (when given) and/or makes it the default. Un-defaulting the
 * only default keeps it the default (core address-book rules). Another account's id: 404 'Address not found'.
 */
export async function updateAddress(
  ctx: RequestContext,
  account: Account | null,
  input: { id: string; address?: OrderAddress; isDefault?: boolean },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<SavedAddressWire>> {
  const me = signedIn(account);
  if (!me.ok) return me;
  const { userId } = me.value;
  const { address } = input;
  const book = await changeBook(
    ctx,
    userId,
    { kind: 'update', id: input.id, makeDefault: input.isDefault },
    async (tx) => {
      if (address) await updateAccountAddress(tx, ctx.brand, userId, input.id, address, deps.now());
    },
    deps,
  );
  if (!book.ok) return book;
  const saved = book.value.find((row) => row.id === input.id);
  return saved ? ok(toSavedAddress(saved)) : err('NOT_FOUND', ADDRESS_NOT_FOUND);
}
