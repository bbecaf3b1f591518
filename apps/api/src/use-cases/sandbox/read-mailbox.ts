import { err, ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findSessionMailMessage, listSessionMailMessages } from '../../db/repositories/mail-messages';
import { mailboxListPage } from '../../email/mailbox-page';

/** GET /sandbox/mailbox: the emails of the session's own orders of the brand, newest first (never other shoppers'). */
export async function mailboxPage(ctx: RequestContext, sessionHash: string, deps: Pick<Deps, 'db'>): Promise<Result<string>> {
  return ok(mailboxListPage(ctx.brandConfig.name, await listSessionMailMessages(deps.db, ctx.brand, sessionHash)));
}

/** GET /sandbox/mailbox/{id}: one of the session's emails as the shopper would see it (its HTML part); else 404. */
export async function mailPage(
  ctx: RequestContext,
  input: { sessionHash: string; id: string },
  deps: Pick<Deps, 'db'>,
): Promise<Result<string>> {
  const message = await findSessionMailMessage(deps.db, ctx.brand, input.sessionHash, input.id);
  return message ? ok(message.html) : err('NOT_FOUND', 'Email not found');
}
