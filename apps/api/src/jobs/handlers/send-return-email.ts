import { z } from 'zod';
import { BRAND_KEYS, BRANDS, type BrandKey } from '@store/core';
import { accountOrderPath } from '@store/core/accounts/account-pages';
import { claimEmailSend, recordEmailMessageId } from '../../db/repositories/mail-messages';
import { findOrderForEmail } from '../../db/repositories/order-emails';
import { findOrderReturn } from '../../db/repositories/order-returns';
import { RETURN_EMAIL_KINDS, renderReturnEmail } from '../../email/return-email';
import { emailLinePhotos } from '../../email/line-photos';
import { storefrontLink } from '../../email/storefront-link';
import type { MailTransport } from '../../email/transport';
import { returnEmailTemplate } from '../../use-cases/returns/return-emails';
import type { JobHandler } from '../worker';

const payloadSchema = z.object({
  brand: z.enum(BRAND_KEYS),
  orderId: z.string().min(1),
  returnId: z.string().min(1),
  kind: z.enum(RETURN_EMAIL_KINDS),
  pickupDate: z.string().optional(),
});

/** A pick-up day as the email says it ('Tuesday, March 3, 2026'): the day itself, so read in UTC. */
const dayWords = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Job email.return: one step of a trial return told to the shopper (request received, approved with what happens
 * next, refused with the reason, the pick-up day, the product received), sent once per return and step: the send is claimed in email_sends
 * under the order (so the sandbox mailbox shows it to the order's shopper) in a transaction around the transport call.
 */
export const sendReturnEmail =
  (transport: MailTransport, storefrontOrigin: (brand: BrandKey) => string): JobHandler =>
  async (payload, { db, log }) => {
    const job = payloadSchema.parse(payload);
    const order = await findOrderForEmail(db, job.brand, job.orderId);
    const found = await findOrderReturn(db, job.returnId);
    if (!order || !found) throw new Error(`return ${job.returnId} of order ${job.orderId} not found`);
    const config = BRANDS[job.brand];
    const line = order.cart.items.find((item) => item.itemIdentifier === found.row.itemIdentifier);
    const photos = await emailLinePhotos(db, job.brand, line ? [line] : [], storefrontOrigin(job.brand));
    const email = await renderReturnEmail({
      brand: config,
      kind: job.kind,
      firstName: order.shippingDetails.firstName,
      orderShortId: order.shortId,
      orderUrl: storefrontLink(storefrontOrigin(job.brand), job.brand, accountOrderPath(order.id)),
      item: {
        title: line?.product.title ?? 'Your item',
        quantity: found.row.quantity,
        photo: photos.get(found.row.itemIdentifier),
      },
      refusedReason: found.row.refusedReason,
      pickupDay: job.pickupDate ? dayWords(job.pickupDate) : null,
    });
    const template = returnEmailTemplate(job);
    await db.transaction(async (tx) => {
      if (!(await claimEmailSend(tx, order.id, template))) return;
      const { messageId } = await transport.send(
        { brand: job.brand, from: `"${config.name}" <${config.supportEmail}>`, to: order.email, ...email },
        tx,
      );
      await recordEmailMessageId(tx, order.id, template, messageId);
      log.info({ orderId: order.id, returnId: job.returnId, kind: job.kind, transport: transport.kind }, 'return email sent');
    });
  };
