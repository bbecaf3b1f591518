import { ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import type { Account } from '../../accounts/account';
import { deleteAccountAddress } from '../../db/repositories/account-addresses';
import { changeBook, signedIn } from './saved-addresses';

/**
 * DELETE /accounts/me/addresses/:id: removes the address; when it was the default, the newest remaining one becomes
 * the default (core address-book rules). Another account's id: 404 'Address not found'.
 */
export async function removeAddress(
  ctx: RequestContext,
  account: Account | null,
  input: { id: string },
  deps: Pick<Deps, 'db'>,
): Promise<Result<{ removed: true }>> {
  const me = signedIn(account);
  if (!me.ok) return me;
  const { userId } = me.value;
  const book = await changeBook(
    ctx,
    userId,
    { kind: 'remove', id: input.id },
    (tx) => deleteAccountAddress(tx, ctx.brand, userId, input.id),
    deps,
  );
  return book.ok ? ok({ removed: true as const }) : book;
}
