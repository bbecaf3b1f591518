import { z } from 'zod';
import { BRAND_KEYS, BRANDS, type BrandKey, type Currency } from '@store/core';
import { accountOrderPath } from '@store/core/accounts/account-pages';
import { orderPaymentMethod } from '@store/core/checkout/order-reminders';
import { REFUND_REASON_TEXT, type RefundReason } from '@store/core/back-office/refund-wire';
import type { NewJob } from '../../db/repositories/jobs';
import { claimEmailSend, recordEmailMessageId } from '../../db/repositories/mail-messages';
import { findOrderForEmail } from '../../db/repositories/order-emails';
import type { OrderRow } from '../../db/repositories/payments';
import { findRefund, type RefundRow } from '../../db/repositories/refunds';
import { renderRefundIssued } from '../../email/render-staff-emails';
import { emailLinePhotos } from '../../email/line-photos';
import { storefrontLink } from '../../email/storefront-link';
import type { MailTransport } from '../../email/transport';
import type { JobHandler } from '../worker';

export const REFUND_EMAIL_JOB = 'email.refund-issued';

const payloadSchema = z.object({
  brand: z.enum(BRAND_KEYS),
  orderId: z.string().min(1),
  refundId: z.string().min(1),
  /** The order's refunded amount once this refund succeeded (read in the transaction that added it). */
  refundedTotal: z.number().int(),
});

/**
 * The refund email's job, enqueued in the transaction that marks the refund succeeded, keyed by the refund: one email
 * per refund however often its answer is written. It carries the order's refunded total as that transaction left it,
 * so the email's figures are the ones of that moment, whatever refunds follow.
 */
export function refundEmailJob(refund: Pick<RefundRow, 'id'>, order: Pick<OrderRow, 'brand' | 'id' | 'refundedAmount'>): NewJob {
  return {
    type: REFUND_EMAIL_JOB,
    key: `email:refund-issued:${refund.id}`,
    payload: { brand: order.brand, orderId: order.id, refundId: refund.id, refundedTotal: order.refundedAmount },
  };
}

/**
 * Job email.refund-issued: renders the brand's refund email (the refund, what it was for, the order's figures) and
 * sends it once per refund: the send is claimed (email_sends, template `refund-issued:{refundId}`) in a transaction
 * around the transport call, as the order confirmation is, so the shopper's mailbox shows it with the order.
 */
export const sendRefundEmail =
  (transport: MailTransport, storefrontOrigin: (brand: BrandKey) => string): JobHandler =>
  async (payload, { db, log }) => {
    const { brand, orderId, refundId, refundedTotal } = payloadSchema.parse(payload);
    const order = await findOrderForEmail(db, brand, orderId);
    const refund = await findRefund(db, refundId);
    if (!order || refund?.orderId !== orderId) throw new Error(`refund ${refundId} of order ${orderId} not found`);
    const config = BRANDS[brand];
    const titles = new Map(order.cart.items.map((i) => [i.itemIdentifier, i.product.title]));
    const photos = await emailLinePhotos(db, brand, order.cart.items, storefrontOrigin(brand));
    const email = await renderRefundIssued({
      brand: config,
      order: {
        shortId: order.shortId,
        firstName: order.shippingDetails.firstName,
        totalAmount: order.totalAmount,
        currency: order.currency as Currency,
        paymentMethod: orderPaymentMethod(order.totalAmount, order.paymentDetails.billingProvider),
        url: storefrontLink(storefrontOrigin(brand), brand, accountOrderPath(order.id)),
      },
      refund: {
        amount: refund.amount,
        refundedBefore: refundedTotal - refund.amount,
        tax: refund.taxAmount,
        forText: REFUND_REASON_TEXT[refund.reason as RefundReason] ?? REFUND_REASON_TEXT.other,
        lines: refund.lines.map((l) => ({
          title: titles.get(l.itemIdentifier) ?? l.itemIdentifier,
          quantity: l.quantity,
          photo: photos.get(l.itemIdentifier),
        })),
      },
    });
    const template = `refund-issued:${refundId}`;
    await db.transaction(async (tx) => {
      if (!(await claimEmailSend(tx, orderId, template))) return;
      const { messageId } = await transport.send(
        { brand, from: `"${config.name}" <${config.supportEmail}>`, to: order.email, ...email },
        tx,
      );
      await recordEmailMessageId(tx, orderId, template, messageId);
      log.info({ orderId, refundId, brand, transport: transport.kind }, 'refund email sent');
    });
  };
