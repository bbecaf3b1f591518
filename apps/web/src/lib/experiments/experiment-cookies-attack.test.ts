import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { DEV_EXPERIMENT_COOKIE_SECRET } from '../env';
import { proxy } from '../../proxy';
import { newVisitorId, signVisitorId, verifyVisitorCookie } from './visitor-cookie';

/** Attack pass on the proxy's experiment cookies: whatever the visitor sends, a fresh signed vid, no crash. */
const SECRET = DEV_EXPERIMENT_COOKIE_SECRET;
const HOST = 'nestwood.localhost:3000';
const page = (path: string, cookie?: string) =>
  proxy(new NextRequest(`http://${HOST}${path}`, { headers: { host: HOST, ...(cookie === undefined ? {} : { cookie }) } }));
const setCookies = (response: Response) => response.headers.getSetCookie();
const issuedVid = async (response: Response) => {
  const set = setCookies(response).find((c) => c.startsWith('vid='));
  return verifyVisitorCookie(decodeURIComponent(/^vid=([^;]+)/.exec(set ?? '')?.[1] ?? ''), SECRET);
};

/** The cookie with the lowest bit of its signature's first base64url character flipped (A <-> B, c <-> d, ...). */
const flipFirstSignatureBit = (cookie: string) => {
  const dot = cookie.indexOf('.') + 1;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const flipped = alphabet[alphabet.indexOf(cookie[dot] ?? 'A') ^ 1];
  return `${cookie.slice(0, dot)}${flipped}${cookie.slice(dot + 1)}`;
};

describe('a hostile vid cookie gets a fresh signed one, and the page still renders', () => {
  const signed = () => signVisitorId(newVisitorId(), SECRET);
  it.each<[string, () => Promise<string>]>([
    ['a tampered id under its signature', async () => `${(await signed()).slice(0, 21)}X.${(await signed()).split('.')[1]}`],
    // The first signature character, not the last: the last of 43 base64url characters carries 2 padding bits, so
    // A <-> B there decodes to the same signature (a valid cookie, 1 run in 16).
    ['a flipped signature bit', async () => flipFirstSignatureBit(await signed())],
    ['an oversized value (8 KB)', async () => `${newVisitorId()}.${'A'.repeat(8 * 1024)}`],
    ['an oversized id', async () => `${'A'.repeat(4096)}.${'A'.repeat(43)}`],
    ['odd bytes (percent-encoded)', async () => '%FF%FE%00.%E0%A4%A'],
    ['a broken percent escape', async () => '%E0%A4%A'],
    ['Latin-1 bytes', async () => 'ünïcödé\u00ff.sig'],
    ['an empty value', async () => ''],
    ['only dots', async () => '....'],
    ['a JSON object', async () => '{"id":"admin"}'],
  ])('%s', async (_case, value) => {
    const response = await page('/mattress', `vid=${await value()}`);
    expect(response.status).toBeLessThan(400);
    expect(await issuedVid(response)).not.toBeNull();
  });

  it('two vid cookies, one forged: the one the render reads verifies, or a fresh one is issued', async () => {
    const forged = `${newVisitorId()}.${'A'.repeat(43)}`;
    for (const cookie of [`vid=${forged}; vid=${await signed()}`, `vid=${await signed()}; vid=${forged}`]) {
      const response = await page('/', cookie);
      const issued = await issuedVid(response);
      const forwarded = new NextRequest(`http://${HOST}/`, {
        headers: { cookie: response.headers.get('x-middleware-request-cookie') ?? cookie },
      });
      const read = await verifyVisitorCookie(forwarded.cookies.get('vid')?.value, SECRET);
      expect(issued ?? read).not.toBeNull();
    }
  });
});

describe('?exp= with hostile values: ignored unless the registry names it, never a crash', () => {
  const visitor = async () => `vid=${await signVisitorId(newVisitorId(), SECRET)}`;
  it.each([
    ['an unknown experiment', 'nope:premier'],
    ['an unknown variant', 'premier-bundle:gold'],
    ['a prototype key', '__proto__:premier'],
    ['a constructor key', 'constructor:prototype'],
    ['100 KB of commas', ','.repeat(100_000)],
    ['a 100 KB name', `${'a'.repeat(100_000)}:premier`],
    ['10,000 entries', Array.from({ length: 10_000 }, (_, i) => `e${i}:v`).join(',')],
    ['a broken escape', '%E0%A4%A'],
    ['control characters', 'premier-bundle%00:premier%0d%0aSet-Cookie:x=1'],
  ])('%s: no exp cookie, quickly', async (_case, exp) => {
    const started = performance.now();
    const response = await page(`/mattress?exp=${exp}`, await visitor());
    expect(response.status).toBeLessThan(400);
    expect(setCookies(response).filter((c) => c.startsWith('exp='))).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(({} as { premier?: unknown }).premier).toBeUndefined();
  });

  it('a hostile exp cookie is ignored the same way; a valid ?exp= replaces it', async () => {
    const response = await page(
      '/mattress?exp=premier-bundle:premier',
      `${await visitor()}; exp=__proto__:x,${'z'.repeat(5000)}`,
    );
    const [cookie] = setCookies(response);
    expect(cookie).toMatch(/^exp=premier-bundle(%3A|:)premier; /);
  });

  it.each([
    ['a prototype key', '__proto__:x'],
    ['an unknown variant', 'premier-bundle:gold'],
    ['5,000 bytes', 'z'.repeat(5000)],
    ['a broken escape', '%E0%A4%A'],
  ])('a hostile xa (stored variants) cookie, %s: replaced by real variants', async (_case, xa) => {
    const response = await page('/mattress', `${await visitor()}; xa=${xa}`);
    expect(response.status).toBeLessThan(400);
    const set = setCookies(response).find((c) => c.startsWith('xa=')) ?? '';
    expect(decodeURIComponent(/^xa=([^;]*)/.exec(set)?.[1] ?? '')).toMatch(/^([a-z0-9-]+:[a-z0-9-]+,?)+$/);
    expect(set).not.toContain('proto');
  });
});
