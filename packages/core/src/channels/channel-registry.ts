import { BRAND_KEYS, BRANDS, type BrandConfig, type BrandKey } from '../brands';
import type { Channel } from './channel-schema';

/** What a deployment serves: its channels, looked up by host and by brand. */
export interface ChannelRegistry {
  readonly channels: readonly Channel[];
  /**
   * The brand served at a host (the Host header: any case, a port ignored). A host no channel claims gets the default
   * brand when that brand has a channel, else null: the default channels serve every brand, so there every unknown
   * host gets the default brand; a channels file without the default brand serves no unknown host.
   */
  brandForHost(host: string | null | undefined): BrandKey | null;
  /** The brand's channel; null when this deployment does not serve it. */
  channelOf(brand: BrandKey): Channel | null;
  /**
   * The brand as this deployment serves it: the registry's brand with the channel's status, successor and providers.
   * A brand without a channel is the registry's (its past orders still have emails and pages to link).
   */
  brandConfigOf(brand: BrandKey): BrandConfig;
  /** The brand's public origin: the channel's, else the origin template with `{brand}` replaced. No trailing slash. */
  originOf(brand: BrandKey): string;
  /**
   * Where payment providers send the shopper back: the channel's return origin, else its origin, else `template` (a
   * provider's own origin template, `{brand}` replaced), else the origin template.
   */
  returnOriginOf(brand: BrandKey, template?: string): string;
  /** Every host a channel claims, and every channel's origin (and return origin): the API's origin guard accepts them. */
  readonly knownHosts: ReadonlySet<string>;
  readonly knownOrigins: ReadonlySet<string>;
}

export interface ChannelRegistryOptions {
  /** DEFAULT_BRAND: what a host no channel claims gets, when it is served. */
  defaultBrand: BrandKey;
  /** The origin of a brand without its own (`http://{brand}.localhost:3000`, `https://{brand}.example.com`). */
  originTemplate: string;
}

/** `http://{brand}.localhost:3000` with the brand filled in, without a trailing slash. */
export function fillOriginTemplate(template: string, brand: BrandKey): string {
  return template.replaceAll('{brand}', brand).replace(/\/+$/, '');
}

/** The Host header's hostname: lower case, without its port (or the brackets' port of an IPv6 address). */
function hostnameOf(host: string | null | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

function servedConfig(brand: BrandConfig, channel: Channel | undefined): BrandConfig {
  if (channel === undefined) return brand;
  const { successor: _registrySuccessor, ...rest } = brand;
  const successor = channel.successor ?? (channel.status === 'discontinued' ? brand.successor : undefined);
  return {
    ...rest,
    status: channel.status,
    ...(successor === undefined ? {} : { successor }),
    paymentProviders: channel.paymentProviders ?? brand.paymentProviders,
  };
}

/** The registry of a list of channels (parsed and checked by parseChannels, or DEFAULT_CHANNELS). */
export function createChannelRegistry(channels: readonly Channel[], options: ChannelRegistryOptions): ChannelRegistry {
  const byBrand = new Map(channels.map((channel) => [channel.brand, channel]));
  const byHost = new Map(channels.flatMap((channel) => channel.hosts.map((host) => [host, channel.brand] as const)));
  const configs = new Map(BRAND_KEYS.map((key) => [key, servedConfig(BRANDS[key], byBrand.get(key))]));
  const fallback = byBrand.has(options.defaultBrand) ? options.defaultBrand : null;
  const originOf = (brand: BrandKey): string => byBrand.get(brand)?.origin ?? fillOriginTemplate(options.originTemplate, brand);
  return {
    channels,
    brandForHost: (host) => byHost.get(hostnameOf(host)) ?? fallback,
    channelOf: (brand) => byBrand.get(brand) ?? null,
    brandConfigOf: (brand) => configs.get(brand) ?? BRANDS[brand],
    originOf,
    returnOriginOf: (brand, template) => {
      const channel = byBrand.get(brand);
      return channel?.returnOrigin ?? channel?.origin ?? fillOriginTemplate(template ?? options.originTemplate, brand);
    },
    knownHosts: new Set(byHost.keys()),
    knownOrigins: new Set(
      channels.flatMap((channel) => [channel.origin, channel.returnOrigin].filter((o): o is string => o !== undefined)),
    ),
  };
}
