import { and, eq } from 'drizzle-orm';
import { err, ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import type { Account } from '../../accounts/account';
import { authUsers } from '../../db/schema';

export interface Me {
  account: Account;
  consents: { sendEmail: boolean; sendSMS: boolean };
}

export const NOT_SIGNED_IN_MESSAGE = 'Please sign in';

/** GET /accounts/me: the signed-in account and its consents (not chosen yet: the brand's defaults). */
export async function getMe(ctx: RequestContext, account: Account | null, deps: Pick<Deps, 'db'>): Promise<Result<Me>> {
  if (!account) return err('NOT_SIGNED_IN', NOT_SIGNED_IN_MESSAGE);
  const [row] = await deps.db
    .select({ sendEmail: authUsers.sendEmail, sendSms: authUsers.sendSms })
    .from(authUsers)
    .where(and(eq(authUsers.id, account.userId), eq(authUsers.brand, ctx.brand)));
  if (!row) return err('NOT_SIGNED_IN', NOT_SIGNED_IN_MESSAGE);
  const defaults = ctx.brandConfig.defaultConsents;
  return ok({
    account,
    consents: { sendEmail: row.sendEmail ?? defaults.sendEmail, sendSMS: row.sendSms ?? defaults.sendSMS },
  });
}
