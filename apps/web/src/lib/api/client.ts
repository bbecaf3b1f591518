import type { z } from 'zod';
import type { BrandKey } from '@store/core/brands';
import { brandCacheTag } from '@store/core/cache-tags';
import { env } from '../env';
import { parseEnvelope } from './envelope';
import { ApiError } from './errors';

export interface ApiGetOptions {
  /** Seconds the response may be reused (ISR); defaults to REVALIDATE_SECONDS. */
  revalidate?: number;
  /** Cache tags for on-demand revalidation. */
  tags?: string[];
}

/** The web app's one seam to the API; every call names the brand (x-brand) and parses the envelope. */
export async function apiGet<T>(brand: BrandKey, path: string, result: z.ZodType<T>, options: ApiGetOptions = {}): Promise<T> {
  const { revalidateSeconds } = env();
  return fetchApi(path, result, {
    headers: { 'x-brand': brand, accept: 'application/json' },
    next: { revalidate: options.revalidate ?? revalidateSeconds, tags: [brandCacheTag(brand), ...(options.tags ?? [])] },
  });
}

/** One server-side call to the API at API_URL: an unreachable API or a non-JSON answer is an ApiError; the envelope is parsed. */
export async function fetchApi<T>(path: string, result: z.ZodType<T>, init: RequestInit): Promise<T> {
  const { apiUrl } = env();
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, init);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(0, 'NETWORK', `The commerce API at ${apiUrl} could not be reached (${reason})`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, 'BAD_RESPONSE', `Non-JSON response from ${path} (HTTP ${response.status})`);
  }
  return parseEnvelope(response.status, body, result, path);
}
