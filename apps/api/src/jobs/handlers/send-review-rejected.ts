import { z } from 'zod';
import { BRAND_KEYS, BRANDS, type BrandKey } from '@store/core';
import { accountOrderPath } from '@store/core/accounts/account-pages';
import { and, eq } from 'drizzle-orm';
import type { NewJob } from '../../db/repositories/jobs';
import { claimEmailSend, recordEmailMessageId } from '../../db/repositories/mail-messages';
import { findOrderForEmail } from '../../db/repositories/order-emails';
import { reviews } from '../../db/schema';
import { renderReviewRejected } from '../../email/render-review-emails';
import { storefrontLink } from '../../email/storefront-link';
import type { MailTransport } from '../../email/transport';
import type { JobHandler } from '../worker';

export const REVIEW_REJECTED_EMAIL_JOB = 'email.review-rejected';

const payloadSchema = z.object({ brand: z.enum(BRAND_KEYS), reviewId: z.string().min(1) });

/** The send's name in email_sends (per order): one rejection email per review. */
export const reviewRejectedTemplate = (reviewId: string) => `review-rejected:${reviewId}`;

/** The rejection email's job, queued in the rejecting transaction, keyed by the review: one job however often queued. */
export function reviewRejectedEmailJob(brand: string, reviewId: string): NewJob {
  return {
    type: REVIEW_REJECTED_EMAIL_JOB,
    key: `email:${reviewRejectedTemplate(reviewId)}`,
    payload: { brand, reviewId },
    maxAttempts: 8,
  };
}

/**
 * Job email.review-rejected: emails the writer (the address of the order the review came from) why staff rejected
 * their review. Claimed in email_sends in the sending transaction, so a retried job never sends it twice.
 */
export const sendReviewRejected =
  (transport: MailTransport, storefrontOrigin: (brand: BrandKey) => string): JobHandler =>
  async (payload, { db, log }) => {
    const { brand, reviewId } = payloadSchema.parse(payload);
    const [review] = await db
      .select({
        orderId: reviews.orderId,
        productTitle: reviews.productTitle,
        title: reviews.title,
        reason: reviews.rejectionReason,
      })
      .from(reviews)
      .where(and(eq(reviews.brand, brand), eq(reviews.id, reviewId)));
    if (!review?.orderId || review.reason === null) throw new Error(`rejected review ${reviewId} not found`);
    const order = await findOrderForEmail(db, brand, review.orderId);
    if (!order) throw new Error(`order of review ${reviewId} not found`);
    const config = BRANDS[brand];
    const email = await renderReviewRejected({
      brand: config,
      review: { productTitle: review.productTitle, title: review.title, firstName: order.shippingDetails.firstName },
      reason: review.reason,
      orderUrl: storefrontLink(storefrontOrigin(brand), brand, accountOrderPath(order.id)),
    });
    const template = reviewRejectedTemplate(reviewId);
    await db.transaction(async (tx) => {
      if (!(await claimEmailSend(tx, order.id, template))) return;
      const { messageId } = await transport.send(
        { brand, from: `"${config.name}" <${config.supportEmail}>`, to: order.email, ...email },
        tx,
      );
      await recordEmailMessageId(tx, order.id, template, messageId);
      log.info({ reviewId, brand, transport: transport.kind }, 'review rejection email sent');
    });
  };
