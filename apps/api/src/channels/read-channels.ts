import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandKey } from '@store/core';
import { createChannelRegistry, type ChannelRegistry } from '@store/core/channels/channel-registry';
import { DEFAULT_CHANNELS } from '@store/core/channels/default-channels';
import { parseChannelsText } from '@store/core/channels/parse-channels';

/** What the channels are read from: env CHANNELS_FILE, DEFAULT_BRAND and the storefront origin template. */
export interface ChannelsEnv {
  CHANNELS_FILE?: string | undefined;
  DEFAULT_BRAND: BrandKey;
  /** The origin of a brand whose channel states none (`{brand}` replaced): STOREFRONT_ORIGIN. */
  STOREFRONT_ORIGIN: string;
}

/**
 * The channels this process serves, read once at start: the file CHANNELS_FILE names (JSON or YAML by its extension;
 * a relative path from the working directory), checked by core's parser; without it the embedded default channels
 * (every brand at `<key>.localhost` and `<key>.store.test`). A file that cannot be read or served stops the start.
 */
export function channelRegistryFromEnv(env: ChannelsEnv): ChannelRegistry {
  const options = { defaultBrand: env.DEFAULT_BRAND, originTemplate: env.STOREFRONT_ORIGIN };
  if (env.CHANNELS_FILE === undefined || env.CHANNELS_FILE === '') return createChannelRegistry(DEFAULT_CHANNELS, options);
  const file = path.resolve(env.CHANNELS_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new Error(`CHANNELS_FILE ${file} cannot be read (${code})`, { cause: error });
  }
  return createChannelRegistry(parseChannelsText(text, file), options);
}
