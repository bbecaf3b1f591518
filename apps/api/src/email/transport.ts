import nodemailer, { type Transporter } from 'nodemailer';
import type { BrandKey } from '@store/core';
import type { Db } from '../db/repositories/carts';
import { storeMailMessage } from '../db/repositories/mail-messages';

export interface OutgoingMail {
  brand: BrandKey;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The sandbox mailbox shows the email to this session (account emails to example addresses; accounts/account-emails.ts). */
  requester?: string;
}

/**
 * Where emails go. `db` is the sending job's transaction: the sandbox keeps the message in it, so the message and the
 * "sent" record commit together.
 */
export interface MailTransport {
  kind: 'smtp' | 'sandbox';
  send(mail: OutgoingMail, db: Db): Promise<{ messageId: string }>;
}

/** Keeps every email in mail_messages, readable at GET /sandbox/mailbox (the default: no SMTP_URL). */
export const sandboxMailTransport: MailTransport = {
  kind: 'sandbox',
  async send(mail, db) {
    return { messageId: await storeMailMessage(db, mail) };
  },
};

/**
 * Sends through SMTP (env SMTP_URL, e.g. smtps://user:pass@host:465). Time-outs stay well inside the job lease, so a
 * stuck server fails the attempt (retried with back-off) rather than outliving it.
 */
export function smtpMailTransport(url: string): MailTransport {
  return nodemailerTransport(
    nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
  );
}

/** Any nodemailer transporter as the mail transport (SMTP in production; a stream transport in tests). */
export function nodemailerTransport(transporter: Transporter): MailTransport {
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      return { messageId: String(info.messageId) };
    },
  };
}
