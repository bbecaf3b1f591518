import { cookies } from 'next/headers';
import type { BrandConfig } from '@store/core/brands';
import { parseOverrides } from '@store/core/experiments/overrides';
import { EXPERIMENTS } from '@store/core/experiments/registry';
import { visitorExperiments, type VisitorExperiments } from '@store/core/experiments/visitor-flags';
import { env } from '../env';
import { OVERRIDE_COOKIE, VISITOR_COOKIE, verifyVisitorCookie } from './visitor-cookie';

/** The visitor's experiments from a cookie reader (the signed `vid`, the QA `exp`); a bad `vid` counts as none. */
export async function experimentsFromCookies(
  brand: Pick<BrandConfig, 'key' | 'amazonPayV2'>,
  cookie: (name: string) => string | undefined,
): Promise<VisitorExperiments & { visitorId: string | null }> {
  const visitorId = await verifyVisitorCookie(cookie(VISITOR_COOKIE), env().experimentCookieSecret);
  const overrides = parseOverrides([cookie(OVERRIDE_COOKIE)], EXPERIMENTS[brand.key]);
  return { ...visitorExperiments(brand, visitorId, overrides), visitorId };
}

/** Server components: this request's experiments (the proxy has already issued the cookies the page request needs). */
export async function requestExperiments(brand: Pick<BrandConfig, 'key' | 'amazonPayV2'>): Promise<VisitorExperiments> {
  const jar = await cookies();
  return experimentsFromCookies(brand, (name) => jar.get(name)?.value);
}
