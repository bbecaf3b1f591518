import { cookies } from 'next/headers';
import type { BrandConfig } from '@store/core/brands';
import { parseOverrides } from '@store/core/experiments/overrides';
import { EXPERIMENTS } from '@store/core/experiments/registry';
import { visitorExperiments, type VisitorExperiments } from '@store/core/experiments/visitor-flags';
import { env } from '../env';
import { experimentSettingsCache } from './settings-cache';
import { ASSIGNMENT_COOKIE, OVERRIDE_COOKIE, VISITOR_COOKIE, verifyVisitorCookie } from './visitor-cookie';

/**
 * The visitor's experiments from a cookie reader (the signed `vid`, the QA `exp`, the stored variants `xa`) on the
 * brand's current settings (the process's copy); a bad `vid` counts as none. Counts nothing: the proxy counted.
 */
export async function experimentsFromCookies(
  brand: Pick<BrandConfig, 'key' | 'amazonPayV2'>,
  cookie: (name: string) => string | undefined,
): Promise<VisitorExperiments & { visitorId: string | null }> {
  const { experimentCookieSecret, apiUrl } = env();
  const visitorId = await verifyVisitorCookie(cookie(VISITOR_COOKIE), experimentCookieSecret);
  const { assignments, flags } = visitorExperiments(brand, {
    visitorId,
    overrides: parseOverrides([cookie(OVERRIDE_COOKIE)], EXPERIMENTS[brand.key]),
    stored: parseOverrides([cookie(ASSIGNMENT_COOKIE)], EXPERIMENTS[brand.key]),
    settings: await experimentSettingsCache(apiUrl).brand(brand.key),
  });
  return { assignments, flags, visitorId };
}

/** Server components: this request's experiments (the proxy has already issued the cookies the page request needs). */
export async function requestExperiments(brand: Pick<BrandConfig, 'key' | 'amazonPayV2'>): Promise<VisitorExperiments> {
  const jar = await cookies();
  return experimentsFromCookies(brand, (name) => jar.get(name)?.value);
}
