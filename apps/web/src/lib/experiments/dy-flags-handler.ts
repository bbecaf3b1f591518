import { BRANDS } from '@store/core/brands';
import type { ChannelRegistry } from '@store/core/channels/channel-registry';
import { defaultStrategies, DY_TIMEOUT_MS, type DyFlagsResponse } from '@store/core/experiments/dy-defaults';
import {
  assignedStrategies,
  dyFlagsRequestSchema,
  dyFlagsResponseSchema,
  mergeServiceStrategies,
  type DyFlagsRequest,
} from '@store/core/experiments/dynamic-yield';
import type { WebEnv } from '../env';
import { isSameOriginRequest } from '../routing/same-origin';
import { readJsonAtMost } from '../routing/read-body';
import { experimentsFromCookies } from './request-experiments';

const MAX_BODY_BYTES = 8 * 1024;

export type DyFlagsConfig = Pick<WebEnv, 'dynamicYieldUrl' | 'dyEnvironment'> & {
  /** The host's brand (lib/channels). */
  channels: Pick<ChannelRegistry, 'brandForHost'>;
  /** Tests shorten the wait for the service. */
  timeoutMs?: number;
};

const error = (status: number, code: string, message: string) =>
  Response.json({ status: 'error', code, message }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * POST /api/dynamic-yield/flags (internal): for each requested experiment, the visitor's strategy. The visitor's
 * variants come from the signed `vid` and the QA `exp` cookies, the brand from the host. With `disableDynamicYield` on,
 * the brand's defaults, no service asked. Else the dynamic-yield service when DYNAMIC_YIELD_URL is set (an
 * HTTP error, a timeout or a bad answer logs a warning and answers the defaults), or the registry's variant strategies.
 */
export async function answerDyFlags(request: Request, config: DyFlagsConfig): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) return error(403, 'FORBIDDEN_ORIGIN', 'Cross-site requests are not allowed');
  if (!isJson(request.headers.get('content-type')))
    return error(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
  const read = await readJsonAtMost(request, MAX_BODY_BYTES, '{ experiments, pathname, isMobile }');
  if (!read.ok) return error(400, 'BAD_REQUEST', read.message);
  const parsed = dyFlagsRequestSchema.safeParse(read.value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
    return error(400, 'VALIDATION_FAILED', `Invalid flags request: ${problems}`);
  }
  const key = config.channels.brandForHost(request.headers.get('host'));
  if (key === null) return error(404, 'NOT_FOUND', 'No storefront is served at this host');
  const brand = BRANDS[key];
  const cookies = cookieReader(request.headers.get('cookie'));
  const { assignments, flags, visitorId } = await experimentsFromCookies(brand, cookies);
  const body = parsed.data;
  const defaults = defaultStrategies(body, brand.key, config.dyEnvironment);
  let answer: DyFlagsResponse;
  if (flags.disableDynamicYield) answer = defaults;
  else if (config.dynamicYieldUrl === null) answer = assignedStrategies(body, brand.key, config.dyEnvironment, assignments);
  else {
    const service = await askService(config.dynamicYieldUrl, config.timeoutMs ?? DY_TIMEOUT_MS, {
      ...body,
      brand: brand.key,
      environment: config.dyEnvironment,
      visitorId,
    });
    answer = service === null ? defaults : mergeServiceStrategies(defaults, service);
  }
  return Response.json(answer, { headers: { 'cache-control': 'no-store' } });
}

/** `application/json`, with or without parameters (charset): the only body this route reads. */
function isJson(contentType: string | null): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** The dynamic-yield service's answer, or null (after a warning) on an HTTP error, a timeout or an answer of the wrong shape. */
async function askService(
  url: string,
  timeoutMs: number,
  body: DyFlagsRequest & { brand: string; environment: string; visitorId: string | null },
): Promise<DyFlagsResponse | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    const parsed = dyFlagsResponseSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error('the answer is not { DY_STRATEGIES: [{ name, url, strategyID }] }');
    return parsed.data;
  } catch (cause) {
    console.warn(`dynamic-yield flags: falling back to the default strategies (${describe(cause)})`);
    return null;
  }
}

function describe(cause: unknown): string {
  if (cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError')) return 'timed out';
  return cause instanceof Error ? cause.message : String(cause);
}

/** A cookie reader over a Cookie header (values URI-decoded, as Next's own reader does). */
function cookieReader(header: string | null): (name: string) => string | undefined {
  const pairs = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (pairs.has(name)) continue;
    try {
      pairs.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      pairs.set(name, part.slice(at + 1).trim());
    }
  }
  return (name) => pairs.get(name);
}
