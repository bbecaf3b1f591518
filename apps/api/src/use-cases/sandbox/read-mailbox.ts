import { err, ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findMailMessage, listMailMessages } from '../../db/repositories/mail-messages';
import { mailboxListPage } from '../../email/mailbox-page';

/** GET /sandbox/mailbox: the brand's sandbox emails as a page, newest first. */
export async function mailboxPage(ctx: RequestContext, deps: Pick<Deps, 'db'>): Promise<Result<string>> {
  return ok(mailboxListPage(ctx.brandConfig.name, await listMailMessages(deps.db, ctx.brand)));
}

/** GET /sandbox/mailbox/{id}: one email of the brand as the shopper would see it (its HTML part). */
export async function mailPage(ctx: RequestContext, id: string, deps: Pick<Deps, 'db'>): Promise<Result<string>> {
  const message = await findMailMessage(deps.db, ctx.brand, id);
  return message ? ok(message.html) : err('NOT_FOUND', 'Email not found');
}
