import { z } from 'zod';
import { BRAND_KEYS, BRANDS, type BrandKey, type Currency } from '@store/core';
import { findOrderForEmail } from '../../db/repositories/order-emails';
import { claimEmailSend, recordEmailMessageId } from '../../db/repositories/mail-messages';
import { orderConfirmationDetails } from '../../email/order-confirmation-details';
import { renderOrderConfirmation } from '../../email/render';
import type { MailTransport } from '../../email/transport';
import type { JobHandler } from '../worker';

/**
 * The send's template key in email_sends: `order-confirmation` for the first, `order-confirmation:resend:<n>` for the
 * n-th time staff send it again (use-cases/admin-orders/resend-confirmation.ts), so a resend is a send of its own.
 */
const payloadSchema = z.object({
  orderId: z.string().min(1),
  brand: z.enum(BRAND_KEYS),
  template: z
    .string()
    .regex(/^order-confirmation(:resend:\d{1,9})?$/)
    .default('order-confirmation'),
});

/**
 * Job email.order-confirmation (from an orderPaid event): renders the brand's confirmation (with its link to the order
 * on the brand's storefront origin: its channel's, else env STOREFRONT_ORIGIN) and sends it once per order. The send is claimed (email_sends) in a transaction around the transport call: a failed send rolls the claim
 * back for the retry, a sent one makes every later run a no-op. With the sandbox the message commits with the claim
 * (exactly once); with SMTP a crash between the server's acceptance and the commit can send twice (at least once).
 */
export const sendOrderConfirmation =
  (transport: MailTransport, storefrontOrigin: (brand: BrandKey) => string): JobHandler =>
  async (payload, { db, log }) => {
    const { orderId, brand, template } = payloadSchema.parse(payload);
    const order = await findOrderForEmail(db, brand, orderId);
    if (!order) throw new Error(`order ${orderId} not found`);
    const config = BRANDS[brand];
    const email = await renderOrderConfirmation({
      brand: config,
      order: { ...order, currency: order.currency as Currency },
      details: await orderConfirmationDetails(db, config, order, storefrontOrigin(brand)),
    });
    await db.transaction(async (tx) => {
      if (!(await claimEmailSend(tx, orderId, template))) return;
      const { messageId } = await transport.send(
        { brand, from: `"${config.name}" <${config.supportEmail}>`, to: order.email, ...email },
        tx,
      );
      await recordEmailMessageId(tx, orderId, template, messageId);
      log.info({ orderId, brand, template, transport: transport.kind }, 'order confirmation sent');
    });
  };
