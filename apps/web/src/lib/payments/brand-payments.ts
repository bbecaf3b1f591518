import type { BrandKey } from '@store/core/brands';
import { cardPublishableKeyOf } from '@store/core/channels/channel-payments';
import type { ChannelRegistry } from '@store/core/channels/channel-registry';
import { channels } from '../channels/served-channels';
import { env, type WebEnv } from '../env';
import type { StorefrontPayments } from './storefront-providers';

/**
 * How this storefront takes a brand's payments: the process's mode and Braintree scripts, and the brand's own Stripe
 * account for the card. In live mode Stripe.js gets the publishable key the brand's channel names (its Stripe account,
 * the one the API charges with the channel's secret key), else STRIPE_PUBLISHABLE_KEY; none of either: no card. The
 * sandbox mode never loads Stripe.js, whatever the channel names.
 */
export function brandPayments(
  brand: BrandKey,
  webEnv: Pick<WebEnv, 'paymentsMode' | 'liveCard' | 'livePaypal' | 'stripeJsUrl'> = env(),
  served: () => Pick<ChannelRegistry, 'channelOf'> = channels,
): StorefrontPayments {
  const { paymentsMode, liveCard, livePaypal, stripeJsUrl } = webEnv;
  const own = paymentsMode === 'live' ? cardPublishableKeyOf(served().channelOf(brand)) : undefined;
  return {
    paymentsMode,
    livePaypal,
    liveCard: own === undefined ? liveCard : { publishableKey: own, scriptUrl: stripeJsUrl },
  };
}
