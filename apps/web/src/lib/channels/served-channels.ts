import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createChannelRegistry, type ChannelRegistry } from '@store/core/channels/channel-registry';
import { DEFAULT_CHANNELS } from '@store/core/channels/default-channels';
import { parseChannelsText } from '@store/core/channels/parse-channels';
import { env, type WebEnv } from '../env';

/**
 * The channels the storefront serves: the file CHANNELS_FILE names (JSON or YAML by its extension; a relative path from
 * the working directory), checked by core's parser, else the embedded default channels. Origins without a channel
 * origin come from SITE_ORIGIN_TEMPLATE. A file that cannot be read or served throws (the server stops at start).
 */
export function readChannels(webEnv: Pick<WebEnv, 'channelsFile' | 'defaultBrand' | 'siteOriginTemplate'>): ChannelRegistry {
  const options = { defaultBrand: webEnv.defaultBrand, originTemplate: webEnv.siteOriginTemplate };
  if (webEnv.channelsFile === null) return createChannelRegistry(DEFAULT_CHANNELS, options);
  const file = path.resolve(webEnv.channelsFile);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new Error(`CHANNELS_FILE ${file} cannot be read (${code})`, { cause: error });
  }
  return createChannelRegistry(parseChannelsText(text, file), options);
}

let cached: ChannelRegistry | undefined;

/** The process's channels, read on first use (the server reads them at start) and then reused. */
export function channels(): ChannelRegistry {
  cached ??= readChannels(env());
  return cached;
}
