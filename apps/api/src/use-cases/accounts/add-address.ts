import { ok, type Result, type SavedAddressWire } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import type { Account } from '../../accounts/account';
import { insertAccountAddress } from '../../db/repositories/account-addresses';
import type { OrderAddress } from '../../db/schema';
import { newOrderId } from '../../ids';
import { changeBook, signedIn, toSavedAddress } from './saved-addresses';

/**
 * POST /accounts/me/addresses: saves a checked address (rules, checked by the route); the first one is the
 * default, `isDefault: true` makes it the default; at most 20 (core address-book rules).
 */
export async function addAddress(
  ctx: RequestContext,
  account: Account | null,
  input: { address: OrderAddress; isDefault?: boolean },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<SavedAddressWire>> {
  const me = signedIn(account);
  if (!me.ok) return me;
  const { userId } = me.value;
  // Same 24-char CSPRNG base62 as order ids: an address id alone grants nothing, but it is never guessable either.
  const entry = { id: newOrderId(), createdAt: deps.now() };
  const book = await changeBook(
    ctx,
    userId,
    { kind: 'add', entry, makeDefault: input.isDefault },
    (tx) => insertAccountAddress(tx, { ...entry, brand: ctx.brand, userId, address: input.address }),
    deps,
  );
  if (!book.ok) return book;
  const saved = book.value.find((row) => row.id === entry.id);
  if (!saved) throw new Error('saved address vanished inside its transaction');
  return ok(toSavedAddress(saved));
}
