import { and, eq } from 'drizzle-orm';
import { err, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import type { Account } from '../../accounts/account';
import { authUsers } from '../../db/schema';
import { getMe, NOT_SIGNED_IN_MESSAGE, type Me } from './get-me';

export interface MeChanges {
  name?: string;
  consents?: { sendEmail: boolean; sendSMS: boolean };
}

/**
 * PUT /accounts/me: the signed-in shopper changes their name and their email and SMS consents (sendEmail,
 * sendSMS). Only their own row of this brand changes; the email is not changed here (it is the sign-in identity).
 */
export async function updateMe(
  ctx: RequestContext,
  account: Account | null,
  changes: MeChanges,
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<Me>> {
  if (!account) return err('NOT_SIGNED_IN', NOT_SIGNED_IN_MESSAGE);
  if (changes.name === undefined && changes.consents === undefined) return err('BAD_REQUEST', 'Nothing to change');
  const [row] = await deps.db
    .update(authUsers)
    .set({
      updatedAt: deps.now(),
      ...(changes.name === undefined ? {} : { name: changes.name.trim() }),
      ...(changes.consents === undefined ? {} : { sendEmail: changes.consents.sendEmail, sendSms: changes.consents.sendSMS }),
    })
    .where(and(eq(authUsers.id, account.userId), eq(authUsers.brand, ctx.brand)))
    .returning({ name: authUsers.name });
  if (!row) return err('NOT_SIGNED_IN', NOT_SIGNED_IN_MESSAGE);
  return getMe(ctx, { ...account, name: row.name }, deps);
}
