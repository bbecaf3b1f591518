import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { DEV_EXPERIMENT_COOKIE_SECRET } from '../env';
import { proxy } from '../../proxy';
import { cookieHeaderWith, newVisitorId, signVisitorId, verifyVisitorCookie } from './visitor-cookie';

const SECRET = DEV_EXPERIMENT_COOKIE_SECRET;

describe('the signed visitor cookie (vid)', () => {
  it('a signed id verifies; its id is 22 base64url characters (128 bits from the CSPRNG)', async () => {
    const id = newVisitorId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newVisitorId()).not.toBe(id);
    expect(await verifyVisitorCookie(await signVisitorId(id, SECRET), SECRET)).toBe(id);
  });

  it.each([
    ['missing', async () => undefined],
    ['unsigned', async () => newVisitorId()],
    ['signed with another secret', async () => signVisitorId(newVisitorId(), 'another-secret-of-16+')],
    [
      'another id under a valid signature',
      async () => `${newVisitorId()}.${(await signVisitorId(newVisitorId(), SECRET)).split('.')[1]}`,
    ],
    ['a truncated signature', async () => (await signVisitorId(newVisitorId(), SECRET)).slice(0, -2)],
    ['extra parts', async () => `${await signVisitorId(newVisitorId(), SECRET)}.x`],
    ['not base64url', async () => `${newVisitorId()}.@@@@`],
  ])('%s: refused', async (_case, value) => {
    expect(await verifyVisitorCookie(await value(), SECRET)).toBeNull();
  });

  it('writes the cookies being set into the forwarded Cookie header, replacing the old ones', () => {
    const set = [{ name: 'vid', value: 'new.sig', httpOnly: true, sameSite: 'lax', secure: false, path: '/' } as const];
    expect(cookieHeaderWith('sid=abc; vid=forged; x=1', set)).toBe('sid=abc; x=1; vid=new.sig');
    expect(cookieHeaderWith(null, set)).toBe('vid=new.sig');
  });
});

describe('the proxy issues the experiment cookies on page requests', () => {
  const page = (path: string, cookie?: string, host = 'nestwood.localhost:3000') =>
    proxy(new NextRequest(`http://${host}${path}`, { headers: { host, ...(cookie ? { cookie } : {}) } }));
  const setCookies = (response: Response) => response.headers.getSetCookie();
  const forwardedCookie = (response: Response) => response.headers.get('x-middleware-request-cookie') ?? '';

  it('first visit: a signed vid for a year, HttpOnly, SameSite=Lax; the page render sees it too', async () => {
    const response = await page('/mattress');
    const [cookie] = setCookies(response);
    expect(cookie).toMatch(/^vid=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('HttpOnly');
    expect(cookie?.toLowerCase()).toContain('samesite=lax');
    expect(cookie).not.toContain('Secure');
    const value = /^vid=([^;]+)/.exec(cookie ?? '')?.[1] ?? '';
    expect(await verifyVisitorCookie(decodeURIComponent(value), SECRET)).not.toBeNull();
    expect(forwardedCookie(response)).toContain(`vid=${value}`);
  });

  it('a valid vid is kept; its variants are stored once (xa, a year), then no cookie is set', async () => {
    const valid = await signVisitorId(newVisitorId(), SECRET);
    const [xa, ...others] = setCookies(await page('/mattress', `vid=${valid}`));
    expect(others).toEqual([]);
    expect(xa).toContain('Max-Age=31536000');
    const stored = decodeURIComponent(/^xa=([^;]+)/.exec(xa ?? '')?.[1] ?? '');
    expect(stored.split(',').map((e) => e.split(':')[0])).toEqual([
      'dynamic-yield',
      'keep-coupon',
      'pillow-size',
      'premier-bundle',
      'recommendation-strategy',
      'shipping-protection',
    ]);
    expect(setCookies(await page('/mattress', `vid=${valid}; xa=${encodeURIComponent(stored)}`))).toEqual([]);
  });

  it.each([
    ['forged', `vid=${newVisitorId()}.${'A'.repeat(43)}`],
    ['unsigned', `vid=${newVisitorId()}`],
  ])('a %s vid is replaced by a new signed one', async (_case, cookie) => {
    const response = await page('/', cookie);
    const [set] = setCookies(response);
    const value = decodeURIComponent(/^vid=([^;]+)/.exec(set ?? '')?.[1] ?? '');
    expect(await verifyVisitorCookie(value, SECRET)).not.toBeNull();
    expect(forwardedCookie(response)).not.toContain(cookie);
  });

  it('Secure outside local hosts', async () => {
    const [cookie] = setCookies(await page('/', undefined, 'nestwood.store.test'));
    expect(cookie).toContain('Secure');
  });

  it('?exp=experiment:variant of the brand’s registry sets the session override cookie', async () => {
    const valid = await signVisitorId(newVisitorId(), SECRET);
    const response = await page('/mattress?exp=premier-bundle:premier', `vid=${valid}`);
    const cookie = setCookies(response).find((c) => c.startsWith('exp='));
    expect(cookie).toMatch(/^exp=premier-bundle(%3A|:)premier; Path=\//);
    expect(cookie).not.toContain('Max-Age');
    expect(forwardedCookie(response)).toContain('exp=premier-bundle%3Apremier');
  });

  it.each(['nope:premier', 'premier-bundle:gold', 'amazon-pay-version:v1', 'garbage'])(
    'an unknown override ?exp=%s is ignored',
    async (exp) => {
      const valid = await signVisitorId(newVisitorId(), SECRET);
      const set = setCookies(await page(`/mattress?exp=${exp}`, `vid=${valid}`));
      expect(set.filter((c) => !c.startsWith('xa='))).toEqual([]);
    },
  );

  it('API and asset requests get no cookie', async () => {
    expect(setCookies(await page('/api/products'))).toEqual([]);
    expect(setCookies(await page('/_next/static/x.js'))).toEqual([]);
  });
});
