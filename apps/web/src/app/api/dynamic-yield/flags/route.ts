import { channels } from '../../../../lib/channels/served-channels';
import { env } from '../../../../lib/env';
import { answerDyFlags } from '../../../../lib/experiments/dy-flags-handler';

/**
 * POST /api/dynamic-yield/flags (internal, same-origin only): `{ experiments, pathname, isMobile }` ->
 * `{ DY_STRATEGIES: [{ name, url, strategyID }] }` for the visitor of the signed `vid` cookie and the host's brand.
 */
export function POST(request: Request): Promise<Response> {
  return answerDyFlags(request, { ...env(), channels: channels() });
}
