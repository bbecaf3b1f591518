import { BRANDS } from '../brands';
import { paymentAccountRules } from './channel-payments';
import type { Channel } from './channel-schema';

/** A rule broken: where (the path in the file) and what (after the value, which the message quotes). */
export interface ChannelProblem {
  path: Array<string | number>;
  message: string;
}

/**
 * The rules between fields and between channels that the schema alone cannot say:
 * - one channel per brand, and a host claimed by one channel only (a host picks one brand);
 * - the currency and country are the brand's own (its catalogue is priced in them);
 * - the origin and the return origin are on one of the channel's hosts (else their pages would be another brand's);
 * - the providers are the brand's own, an active channel keeps the brand's default (checkout starts on it), and a
 *   provider account is for a provider the channel offers, and its accounts agree (channel-payments.ts);
 * - a brand the registry discontinued stays discontinued (its catalogue takes no orders), and only a discontinued
 *   channel names a successor: another brand served by this file.
 */
export function channelRules(channels: readonly Channel[]): ChannelProblem[] {
  const problems: ChannelProblem[] = [];
  const brandAt = new Map<string, number>();
  const hostAt = new Map<string, number>();
  channels.forEach((channel, i) => {
    const at = (...path: Array<string | number>): Array<string | number> => ['channels', i, ...path];
    const brand = BRANDS[channel.brand];
    const first = brandAt.get(channel.brand);
    if (first !== undefined) problems.push({ path: at('brand'), message: `already has a channel (channels[${first}])` });
    else brandAt.set(channel.brand, i);
    if (channel.currency !== brand.currency)
      problems.push({
        path: at('currency'),
        message: `is not the brand's currency ${brand.currency} (its catalogue is priced in ${brand.currency})`,
      });
    if (channel.country !== brand.region)
      problems.push({ path: at('country'), message: `is not the brand's country ${brand.region}` });
    channel.hosts.forEach((host, h) => {
      const claimed = hostAt.get(host);
      if (claimed === undefined) hostAt.set(host, i);
      else
        problems.push({
          path: at('hosts', h),
          message:
            claimed === i ? 'is listed twice' : `is already claimed by channels[${claimed}] (${channels[claimed]?.brand ?? ''})`,
        });
    });
    for (const field of ['origin', 'returnOrigin'] as const) {
      const value = channel[field];
      if (value !== undefined && !channel.hosts.includes(new URL(value).hostname))
        problems.push({ path: at(field), message: `is not on one of the channel's hosts (${channel.hosts.join(', ')})` });
    }
    const offered = channel.paymentProviders ?? brand.paymentProviders;
    channel.paymentProviders?.forEach((provider, p) => {
      if (!brand.paymentProviders.includes(provider))
        problems.push({
          path: at('paymentProviders', p),
          message: `is not a payment provider of ${channel.brand} (${brand.paymentProviders.join(', ') || 'none'})`,
        });
    });
    if (channel.status === 'active' && brand.status === 'active' && !offered.includes(brand.defaultPaymentProvider))
      problems.push({
        path: at('paymentProviders'),
        message: `leaves out ${brand.defaultPaymentProvider}, the brand's default provider (checkout starts on it)`,
      });
    for (const provider of Object.keys(channel.payments ?? {}))
      if (!offered.includes(provider as (typeof offered)[number]))
        problems.push({ path: at('payments', provider), message: 'is for a provider this channel does not offer' });
    for (const problem of paymentAccountRules(channel)) problems.push({ path: at(...problem.path), message: problem.message });
    if (channel.status === 'active' && brand.status === 'discontinued')
      problems.push({
        path: at('status'),
        message: `is not allowed: ${channel.brand} is discontinued in the brand registry (its catalogue takes no orders)`,
      });
    if (channel.successor !== undefined) {
      if (channel.status !== 'discontinued')
        problems.push({ path: at('successor'), message: 'is given, but only a discontinued channel has a successor' });
      else if (channel.successor === channel.brand)
        problems.push({ path: at('successor'), message: "is the channel's own brand" });
      else if (!channels.some((other) => other.brand === channel.successor))
        problems.push({ path: at('successor'), message: 'has no channel in this file (its storefront would not be served)' });
    }
  });
  return problems;
}
