import { and, desc, eq } from 'drizzle-orm';
import type { BrandKey } from '@store/core';
import { randomBase62 } from '../../ids';
import { emailSends, mailMessages } from '../schema';
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

/** The brand's sandbox emails, newest first (without their bodies). */
export async function listMailMessages(db: Db, brand: BrandKey, limit = 100) {
  return db
    .select({ id: mailMessages.id, to: mailMessages.to, subject: mailMessages.subject, createdAt: mailMessages.createdAt })
    .from(mailMessages)
    .where(eq(mailMessages.brand, brand))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit);
}

/** One sandbox email of the brand. */
export async function findMailMessage(db: Db, brand: BrandKey, id: string): Promise<MailMessageRow | null> {
  const [row] = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.brand, brand), eq(mailMessages.id, id)));
  return row ?? null;
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
