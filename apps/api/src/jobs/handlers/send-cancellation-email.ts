import { z } from 'zod';
import { BRAND_KEYS, BRANDS, type BrandKey, type Currency } from '@store/core';
import { accountOrderPath } from '@store/core/accounts/account-pages';
import { orderPaymentMethod } from '@store/core/checkout/order-reminders';
import type { NewJob } from '../../db/repositories/jobs';
import { claimEmailSend, recordEmailMessageId } from '../../db/repositories/mail-messages';
import { findOrderForEmail } from '../../db/repositories/order-emails';
import type { OrderRow } from '../../db/repositories/payments';
import { renderOrderCancelled } from '../../email/render-staff-emails';
import { storefrontLink } from '../../email/storefront-link';
import type { MailTransport } from '../../email/transport';
import type { JobHandler } from '../worker';

export const CANCELLATION_EMAIL_JOB = 'email.order-cancelled';

const payloadSchema = z.object({
  brand: z.enum(BRAND_KEYS),
  orderId: z.string().min(1),
  /** When it was cancelled (ms): an order placed again and cancelled again gets a notice for each cancellation. */
  cancelledAt: z.number().int(),
  refunded: z.number().int(),
});

/** The cancellation notice's job, enqueued in the cancelling transaction, keyed by the order and the cancellation. */
export function cancellationEmailJob(order: Pick<OrderRow, 'brand' | 'id' | 'refundedAmount'>, cancelledAt: Date): NewJob {
  return {
    type: CANCELLATION_EMAIL_JOB,
    key: `email:order-cancelled:${order.id}:${cancelledAt.getTime()}`,
    payload: { brand: order.brand, orderId: order.id, cancelledAt: cancelledAt.getTime(), refunded: order.refundedAmount },
  };
}

/** Job email.order-cancelled: renders the brand's cancellation notice and sends it once per cancellation. */
export const sendCancellationEmail =
  (transport: MailTransport, storefrontOrigin: (brand: BrandKey) => string): JobHandler =>
  async (payload, { db, log }) => {
    const { brand, orderId, cancelledAt, refunded } = payloadSchema.parse(payload);
    const order = await findOrderForEmail(db, brand, orderId);
    if (!order) throw new Error(`order ${orderId} not found`);
    const config = BRANDS[brand];
    const email = await renderOrderCancelled({
      brand: config,
      order: {
        shortId: order.shortId,
        firstName: order.shippingDetails.firstName,
        totalAmount: order.totalAmount,
        currency: order.currency as Currency,
        paymentMethod: orderPaymentMethod(order.totalAmount, order.paymentDetails.billingProvider),
        url: storefrontLink(storefrontOrigin(brand), brand, accountOrderPath(order.id)),
      },
      refunded,
    });
    const template = `order-cancelled:${cancelledAt}`;
    await db.transaction(async (tx) => {
      if (!(await claimEmailSend(tx, orderId, template))) return;
      const { messageId } = await transport.send(
        { brand, from: `"${config.name}" <${config.supportEmail}>`, to: order.email, ...email },
        tx,
      );
      await recordEmailMessageId(tx, orderId, template, messageId);
      log.info({ orderId, brand, transport: transport.kind }, 'cancellation email sent');
    });
  };
