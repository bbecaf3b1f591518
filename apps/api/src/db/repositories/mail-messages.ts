import { and, desc, eq } from 'drizzle-orm';
import type { BrandKey } from '@store/core';
import { randomBase62 } from '../../ids';
import { emailSends, mailMessages, orders } from '../schema';
import type { Db } from './carts';

export type MailMessageRow = typeof mailMessages.$inferSelect;

/** Keeps an email in the sandbox mailbox; returns its id. */
export async function storeMailMessage(
  db: Db,
  mail: { brand: BrandKey; to: string; subject: string; html: string; text: string },
): Promise<string> {
  const id = randomBase62(20);
  await db
    .insert(mailMessages)
    .values({ id, brand: mail.brand, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
  return id;
}

/**
 * The sandbox emails of the session's own orders of the brand, newest first (without their bodies). An email reaches
 * a session only through its send record (email_sends.message_id is the sandbox message id) and the order it was for:
 * another shopper's confirmation (name, address, email) is never listed, whatever mailbox id is tried.
 */
export async function listSessionMailMessages(db: Db, brand: BrandKey, sessionHash: string, limit = 100) {
  return db
    .select({ id: mailMessages.id, to: mailMessages.to, subject: mailMessages.subject, createdAt: mailMessages.createdAt })
    .from(mailMessages)
    .innerJoin(emailSends, eq(emailSends.messageId, mailMessages.id))
    .innerJoin(orders, and(eq(orders.id, emailSends.orderId), eq(orders.brand, mailMessages.brand)))
    .where(and(eq(mailMessages.brand, brand), eq(orders.sessionHash, sessionHash)))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit);
}

/** One sandbox email of the brand, if it was sent for one of the session's orders (same rule as the list). */
export async function findSessionMailMessage(
  db: Db,
  brand: BrandKey,
  sessionHash: string,
  id: string,
): Promise<MailMessageRow | null> {
  const [row] = await db
    .select({ message: mailMessages })
    .from(mailMessages)
    .innerJoin(emailSends, eq(emailSends.messageId, mailMessages.id))
    .innerJoin(orders, and(eq(orders.id, emailSends.orderId), eq(orders.brand, mailMessages.brand)))
    .where(and(eq(mailMessages.brand, brand), eq(mailMessages.id, id), eq(orders.sessionHash, sessionHash)));
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
