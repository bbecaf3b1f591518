import type { BrandKey } from '@store/core';
import type { MailTransport } from '../../email/transport';
import type { MessagingClient } from '../../messaging/messaging-client';
import { JOB_TYPES } from '../outbox-relay';
import type { JobHandlers } from '../worker';
import { countRecommendationSignals } from './count-recommendation-signals';
import { deliverMessagingConsent } from './deliver-messaging-consent';
import { publishEvent } from './publish-event';
import { sendOrderConfirmation } from './send-order-confirmation';
import { ORDER_SHIPPED_EMAIL_JOB, sendOrderShipped } from './send-order-shipped';
import { sendAccountEmail } from './send-account-email';
import { sendReturnEmail } from './send-return-email';
import { RETURN_EMAIL_JOB } from '../../use-cases/returns/return-emails';
import { REFUND_EMAIL_JOB, sendRefundEmail } from './send-refund-email';
import { CANCELLATION_EMAIL_JOB, sendCancellationEmail } from './send-cancellation-email';
import { REVIEW_REJECTED_EMAIL_JOB, sendReviewRejected } from './send-review-rejected';
import { ACCOUNT_EMAIL_JOB } from '../../accounts/account-emails';
import { DEFAULT_STOREFRONT_ORIGIN } from '../../accounts/account-links';
import { fillOriginTemplate, type ChannelRegistry } from '@store/core/channels/channel-registry';

/** Every job type the queue runs, with its handler. */
export function jobHandlers(deps: {
  mail: MailTransport;
  messaging: MessagingClient;
  /** Where account emails and order confirmations link without channels (env STOREFRONT_ORIGIN, `{brand}` replaced). */
  storefrontOrigin?: string;
  /** The channels: a brand's emails link to its channel's origin (else the registry's STOREFRONT_ORIGIN template). */
  channels?: ChannelRegistry;
}): JobHandlers {
  const { channels } = deps;
  const template = deps.storefrontOrigin ?? DEFAULT_STOREFRONT_ORIGIN;
  const storefrontOrigin = channels
    ? (brand: BrandKey) => channels.originOf(brand)
    : (brand: BrandKey) => fillOriginTemplate(template, brand);
  return {
    [JOB_TYPES.publishEvent]: publishEvent,
    [JOB_TYPES.orderConfirmationEmail]: sendOrderConfirmation(deps.mail, storefrontOrigin),
    [ORDER_SHIPPED_EMAIL_JOB]: sendOrderShipped(deps.mail, storefrontOrigin),
    [JOB_TYPES.deliverMessagingConsent]: deliverMessagingConsent(deps.messaging),
    [JOB_TYPES.countRecommendationSignals]: countRecommendationSignals,
    [ACCOUNT_EMAIL_JOB]: sendAccountEmail(deps.mail, storefrontOrigin),
    [RETURN_EMAIL_JOB]: sendReturnEmail(deps.mail, storefrontOrigin),
    [REFUND_EMAIL_JOB]: sendRefundEmail(deps.mail, storefrontOrigin),
    [CANCELLATION_EMAIL_JOB]: sendCancellationEmail(deps.mail, storefrontOrigin),
    [REVIEW_REJECTED_EMAIL_JOB]: sendReviewRejected(deps.mail, storefrontOrigin),
  };
}
