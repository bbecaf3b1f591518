// The storefront sessions a page is measured with: a cart for the checkout pages, a signed-in account for /my-account.
import { randomBytes } from 'node:crypto';
import { Buffer } from 'node:buffer';
import http from 'node:http';

/**
 * A GET or POST to the storefront on loopback with a brand's Host header (Node does not resolve *.localhost); answers the
 * status, the headers, the body text, the JSON body and the Cookie header updated by the response's Set-Cookie lines.
 */
export function request({ webPort, brand, method = 'GET', path, body, cookie, extraHeaders = {} }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = {
      host: `${brand}.localhost:${webPort}`,
      origin: `http://${brand}.localhost:${webPort}`,
      accept: path.startsWith('/api/') ? 'application/json' : 'text/html,*/*',
      ...extraHeaders,
    };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    // agent: false: a fresh connection each time (a reused keep-alive one the server has just closed hangs up).
    const req = http.request({ host: '127.0.0.1', port: webPort, path, method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const buffer = Buffer.concat(chunks);
        const text = buffer.toString('utf8');
        const json = (res.headers['content-type'] ?? '').includes('json') && text ? JSON.parse(text) : null;
        const updated = withSetCookies(cookie, res.headers['set-cookie'] ?? []);
        resolve({ status: res.statusCode, headers: res.headers, buffer, text, json, cookie: updated });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A Cookie header updated by a response's Set-Cookie lines (a cookie set again replaces the old value). */
function withSetCookies(cookie, setCookies) {
  const jar = new Map(
    (cookie ?? '')
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0], pair]),
  );
  for (const line of setCookies) {
    const pair = line.split(';')[0];
    jar.set(pair.split('=')[0], pair);
  }
  return [...jar.values()].join('; ') || undefined;
}

/** A signed-in session of a new, verified account (an example.com address, so the sandbox mailbox shows its email). */
async function signedInCookie(site) {
  const api = (method, path, body, cookie) => request({ ...site, method, path: `/api${path}`, body, cookie });
  const email = `lighthouse-${randomBytes(6).toString('hex')}@example.com`;
  const signUp = await api('POST', '/accounts/sign-up', {
    email,
    password: `Quiet-${randomBytes(6).toString('hex')}-Lamp`,
    name: 'Lee House',
  });
  if (signUp.status !== 200) throw new Error(`Signing up answered ${signUp.status}: ${signUp.text}`);
  let cookie = signUp.cookie;
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const mailbox = await api('GET', '/sandbox/mailbox', undefined, cookie);
    for (const [, id] of mailbox.text.matchAll(/href="mailbox\/([^"]+)"/g)) {
      const message = await api('GET', `/sandbox/mailbox/${id}`, undefined, cookie);
      const token = /\/login\/verify\?token=([^"&]+)/.exec(message.text)?.[1];
      if (token === undefined) continue;
      const verified = await api('POST', '/accounts/verify-email', { token: decodeURIComponent(token) }, cookie);
      if (verified.status !== 200) throw new Error(`Verifying answered ${verified.status}: ${verified.text}`);
      return verified.cookie;
    }
    cookie = mailbox.cookie;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('No verification email reached the sandbox mailbox');
}

/**
 * A session whose cart holds one of the brand's products (an empty cart would show the empty page): the product of
 * `productPage` (its path is the product's name) in queen where it comes in queen, else its default options; without
 * one, nestwood's queen mattress and sheets.
 */
async function seedCart(site, productPage) {
  const api = (method, path, body, cookie) => request({ ...site, method, path: `/api${path}`, body, cookie });
  const names = productPage ? productPage.split('/').pop() : 'mattress,natural-cotton-sheet-set';
  const found = await api('GET', `/products?names=${encodeURIComponent(names)}`);
  if (found.status !== 200 || found.json.result.length === 0)
    throw new Error(`${site.brand}: no product named ${names} to put in the cart (${found.status})`);
  let cookie;
  for (const product of found.json.result) {
    const properties = product.properties.map((p) => ({
      name: p.name,
      value: p.name === 'Size' && p.options?.some((o) => o.value === 'queen') ? 'queen' : p.defaultValue,
    }));
    const added = await api('POST', '/carts/my/items', { items: [{ productID: product.id, quantity: 1, properties }] }, cookie);
    if (added.status !== 200) throw new Error(`${site.brand}: seeding the cart answered ${added.status}: ${added.text}`);
    cookie = added.cookie;
  }
  return cookie;
}

/**
 * The Cookie header a page is measured with (undefined: a new visitor). site is { webPort, brand }; productPage is the
 * brand's product page, whose product goes in the cart of a checkout page.
 */
export async function cookieFor(site, page, productPage) {
  if (page.startsWith('/checkout/')) return seedCart(site, productPage);
  if (page.startsWith('/my-account')) return signedInCookie(site);
  return undefined;
}
