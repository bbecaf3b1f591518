import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { BRANDS } from '@store/core/brands';
import { DEV_EXPERIMENT_COOKIE_SECRET } from '../env';
import { proxy } from '../../proxy';
import { createExposureBatcher, type ExposureBatcher } from './exposure-batcher';
import { experimentsFromCookies } from './request-experiments';
import { createSettingsCache, type SettingsCache } from './settings-cache';
import { newVisitorId, signVisitorId } from './visitor-cookie';

/**
 * The proxy and the page render on the staff's settings: the process's copy (here fed by a fake API) decides the
 * variants, the `xa` cookie keeps them, and first assignments are counted for the next batch.
 */
const CACHE = Symbol.for('store.experiment-settings-cache');
const BATCHER = Symbol.for('store.experiment-exposure-batcher');
const holder = globalThis as Record<symbol, unknown>;
const HOST = 'nestwood.localhost:3000';

function install(result: unknown | 'down'): { cache: SettingsCache; batcher: ExposureBatcher } {
  const cache = createSettingsCache({
    url: 'http://api.test/experiments/settings',
    fetchFn: (async () =>
      result === 'down'
        ? Promise.reject(new TypeError('fetch failed'))
        : new Response(JSON.stringify({ status: 'ok', result }))) as unknown as typeof fetch,
    warn: () => undefined,
  });
  const batcher = createExposureBatcher({
    url: 'http://api.test/experiments/exposures',
    operatorSecret: 's'.repeat(24),
    fetchFn: (async () => new Response('{}')) as unknown as typeof fetch,
  });
  holder[CACHE] = cache;
  holder[BATCHER] = batcher;
  return { cache, batcher };
}
afterEach(() => {
  (holder[CACHE] as SettingsCache | undefined)?.stop();
  (holder[BATCHER] as ExposureBatcher | undefined)?.stop();
  delete holder[CACHE];
  delete holder[BATCHER];
});

/** A page request through the proxy, then the layout's read of the forwarded cookies. */
async function visit(cookie: string) {
  const response = await proxy(new NextRequest(`http://${HOST}/`, { headers: { host: HOST, cookie } }));
  const forwarded = new NextRequest(`http://${HOST}/`, {
    headers: { cookie: response.headers.get('x-middleware-request-cookie') ?? cookie },
  });
  const render = await experimentsFromCookies(BRANDS.nestwood, (name) => forwarded.cookies.get(name)?.value);
  const xa = forwarded.cookies.get('xa')?.value ?? '';
  return { status: response.status, flags: render.flags, xa };
}

const vid = async () => `vid=${await signVisitorId(newVisitorId(), DEV_EXPERIMENT_COOKIE_SECRET)}`;
const premier = (enabled: boolean, serenity = 0) => ({
  brands: { nestwood: { 'premier-bundle': { enabled, weights: { serenity, premier: 100 - serenity } } } },
});

describe('the proxy and the page on the saved settings', () => {
  it('a split of 0/100: a new visitor gets premier, stored in xa and counted once', async () => {
    const { batcher } = install(premier(true));
    const cookie = await vid();
    const first = await visit(cookie);
    expect(first.flags.premierBundleExperiment).toBe(true);
    expect(first.xa).toContain('premier-bundle:premier');
    expect(batcher.pending()['nestwood/premier-bundle/premier']).toBe(1);
    await visit(`${cookie}; xa=${encodeURIComponent(first.xa)}`);
    expect(batcher.pending()['nestwood/premier-bundle/premier']).toBe(1);
  });

  it('off: a visitor stored in premier gets the control, their xa is kept, nothing counted', async () => {
    const { batcher } = install(premier(false));
    const xa = 'premier-bundle:premier';
    const seen = await visit(`${await vid()}; xa=${xa}`);
    expect(seen.flags.premierBundleExperiment).toBe(false);
    expect(seen.xa).toContain(xa);
    expect(batcher.pending()['nestwood/premier-bundle/premier']).toBeUndefined();
  });

  it('a split moved to 99/1 keeps a running premier visitor in premier (sticky)', async () => {
    install(premier(true, 99));
    const seen = await visit(`${await vid()}; xa=premier-bundle:premier`);
    expect(seen.flags.premierBundleExperiment).toBe(true);
  });

  it('the API down from the start: the registry defaults, the page is served', async () => {
    install('down');
    const seen = await visit(await vid());
    expect(seen.status).toBe(200);
    expect(seen.xa).toMatch(/premier-bundle:(premier|serenity)/);
  });
});
