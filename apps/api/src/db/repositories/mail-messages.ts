import { and, desc, eq, or } from 'drizzle-orm';
import type { BrandKey } from '@store/core';
import { randomBase62 } from '../../ids';
import { emailSends, mailMessages, orders } from '../schema';
import type { Db } from './carts';

export type MailMessageRow = typeof mailMessages.$inferSelect;

/** Keeps an email in the sandbox mailbox; returns its id. */
export async function storeMailMessage(
  db: Db,
  mail: { brand: BrandKey; to: string; subject: string; html: string; text: string; requester?: string },
): Promise<string> {
  const id = randomBase62(20);
  await db.insert(mailMessages).values({
    id,
    brand: mail.brand,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    requesterHash: mail.requester ?? null,
  });
  return id;
}

/**
 * Which sandbox emails a session may read: those of its own orders (an email reaches an order only through its send
 * record, email_sends.message_id, and the order it was for), and the account emails it asked for to a reserved example
 * address (mail_messages.requester_hash). Another shopper's confirmation (name, address, email) or anyone's sign-in
 * token is never shown, whatever mailbox id is tried.
 */
function readableBy(sessionHash: string) {
  return or(eq(orders.sessionHash, sessionHash), eq(mailMessages.requesterHash, sessionHash));
}

/** The session's sandbox emails of the brand, newest first (without their bodies). */
export async function listSessionMailMessages(db: Db, brand: BrandKey, sessionHash: string, limit = 100) {
  return db
    .select({ id: mailMessages.id, to: mailMessages.to, subject: mailMessages.subject, createdAt: mailMessages.createdAt })
    .from(mailMessages)
    .leftJoin(emailSends, eq(emailSends.messageId, mailMessages.id))
    .leftJoin(orders, and(eq(orders.id, emailSends.orderId), eq(orders.brand, mailMessages.brand)))
    .where(and(eq(mailMessages.brand, brand), readableBy(sessionHash)))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit);
}

/** One sandbox email of the brand, if the session may read it (same rule as the list). */
export async function findSessionMailMessage(
  db: Db,
  brand: BrandKey,
  sessionHash: string,
  id: string,
): Promise<MailMessageRow | null> {
  const [row] = await db
    .select({ message: mailMessages })
    .from(mailMessages)
    .leftJoin(emailSends, eq(emailSends.messageId, mailMessages.id))
    .leftJoin(orders, and(eq(orders.id, emailSends.orderId), eq(orders.brand, mailMessages.brand)))
    .where(and(eq(mailMessages.brand, brand), eq(mailMessages.id, id), readableBy(sessionHash)));
  return row?.message ?? null;
}

/**
 * Claims the one send of an email (order + template) in the caller's transaction: false when it was sent already.
 * The transaction rolls the claim back when sending fails, so a retry may send.
 */
export async function claimEmailSend(db: Db, orderId: string, template: string): Promise<boolean> {
  const rows = await db
    .insert(emailSends)
    .values({ orderId, template })
    .onConflictDoNothing()
    .returning({ orderId: emailSends.orderId });
  return rows.length === 1;
}

/** Records the transport's message id on the send. */
export async function recordEmailMessageId(db: Db, orderId: string, template: string, messageId: string): Promise<void> {
  await db
    .update(emailSends)
    .set({ messageId })
    .where(and(eq(emailSends.orderId, orderId), eq(emailSends.template, template)));
}
