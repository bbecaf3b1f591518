// What the deploy check asks the new store through the storefront's port, as a shopper on a brand's host would: each
// throws with what it saw when the store is not as the imported files and the channels file say.
import { randomUUID } from 'node:crypto';
import { CARD_4242, orderBody } from '../bench/checkout-bodies.mjs';

const ensure = (condition, message) => {
  if (!condition) throw new Error(message);
};
const sameSet = (a, b) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The home page answers 200 as the site's brand (`<html data-brand>`). */
export async function homeIsBrand(client, site) {
  const res = await client.get('/');
  ensure(res.status === 200, `GET / on ${site.host}: ${res.status}`);
  const brand = /<html[^>]*\sdata-brand="([^"]+)"/.exec(res.text)?.[1];
  ensure(brand === site.brand, `GET / on ${site.host}: data-brand ${brand}, expected ${site.brand}`);
  return `data-brand ${brand}`;
}

/** The brand's products (GET /api/products) are exactly the imported ones, and its listing page links exactly those. */
export async function productsAreImported(client, site) {
  const body = await client.json('GET', '/api/products');
  const ids = body.result.map((p) => p.id);
  ensure(sameSet(ids, site.products), `products on ${site.host}: ${ids.join(', ')}; expected ${site.products.join(', ')}`);
  const listing = await client.get(site.listingPage);
  ensure(listing.status === 200, `GET ${site.listingPage} on ${site.host}: ${listing.status}`);
  // Every product page the listing links (a path one level under it, any query left off) is an imported product's.
  const under = new RegExp(`href="(${site.listingPage}/[^"?#/]+)`, 'g');
  const linked = [...new Set([...listing.text.matchAll(under)].map((m) => m[1]))];
  const expected = body.result.map((p) => p.metadata.url).filter((url) => url.startsWith(`${site.listingPage}/`));
  ensure(
    sameSet(linked, expected),
    `${site.listingPage} on ${site.host} links ${linked.join(', ')}; expected ${expected.join(', ')}`,
  );
  return `${ids.length} products (${ids.join(', ')}); ${site.listingPage} links ${linked.join(', ')}`;
}

/** The product page's canonical link is on the channel's origin. */
export async function canonicalOnChannel(client, site) {
  const res = await client.get(site.productPage);
  ensure(res.status === 200, `GET ${site.productPage} on ${site.host}: ${res.status}`);
  const href = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(res.text)?.[1];
  const expected = `https://${site.host}${site.productPage}`;
  ensure(href === expected, `canonical of ${site.productPage} on ${site.host}: ${href}, expected ${expected}`);
  return href;
}

/** A cart with the site's first product, its default options chosen, for a new shopper; answers the cart. */
export async function cartWithFirstProduct(client, site) {
  const [product] = (await client.json('GET', `/api/products?ids=${site.products[0]}`)).result;
  const properties = product.properties.map((p) => ({ name: p.name, value: p.defaultValue }));
  const body = await client.json('POST', '/api/carts/my/items', {
    items: [{ productID: product.id, quantity: 1, properties }],
  });
  ensure(body.result.items.length === 1, `cart on ${site.host}: ${body.result.items.length} lines, expected 1`);
  return body.result;
}

/** What the API answers for a code it does not know (core's INVALID_COUPON_MESSAGE). */
const UNKNOWN_CODE = 'Invalid Coupon Code';

/**
 * Codes this store does not have are refused as unknown (400 INVALID_COUPON, UNKNOWN_CODE) and leave the cart without a coupon; its own coupon
 * (a percent off every line) applies: its share of the cart's total comes off. Answers the cart before and after.
 */
export async function couponsOfThisStore(client, refused, own) {
  for (const code of refused) {
    const res = await client.send('PUT', '/api/carts/my/coupon', { couponCode: code });
    const body = JSON.parse(res.text);
    ensure(
      res.status === 400 && body.code === 'INVALID_COUPON' && body.message === UNKNOWN_CODE,
      `${code} on ${client.host}: ${res.status} ${body.code ?? ''} ${body.message ?? ''}, expected 400 INVALID_COUPON ${UNKNOWN_CODE}`,
    );
  }
  const before = (await client.json('GET', '/api/carts/my')).result;
  const after = (await client.json('PUT', '/api/carts/my/coupon', { couponCode: own.code })).result;
  ensure(after.couponDetails?.code === own.code, `${own.code} on ${client.host}: coupon ${after.couponDetails?.code}`);
  // A percent coupon on every line: its share of the merchandise, to the cent.
  const off = after.totalDiscount.amount - before.totalDiscount.amount;
  const expected = (before.totalPrice.amount * own.value) / 100;
  ensure(
    Math.abs(off - expected) <= 1 && after.totalPrice.amount === before.totalPrice.amount - off,
    `${own.code} on ${client.host}: ${before.totalPrice.amount} -> ${after.totalPrice.amount} cents, ${off} off; expected ${expected}`,
  );
  return { before, after, off };
}

/**
 * The cart's order placed and paid as the checkout does (POST /orders with an Idempotency-Key, a sandbox card token,
 * the payment), then read back (GET /api/orders/{id}): paid, of the site's brand, with the cart's line and `coupon`.
 * Answers the order read back.
 */
export async function placeAndPay(client, site, coupon) {
  const order = (
    await client.json(
      'POST',
      '/api/orders',
      { ...JSON.parse(orderBody('deploy-check@example.com', 'deploy-check')), brand: site.brand },
      { headers: { 'idempotency-key': randomUUID() } },
    )
  ).result;
  const token = (await client.json('POST', '/api/sandbox/card/tokens', JSON.parse(CARD_4242))).result.token;
  const paid = (
    await client.json(
      'POST',
      `/api/orders/${order.id}/payment`,
      { paymentToken: token },
      {
        headers: { 'idempotency-key': randomUUID() },
      },
    )
  ).result;
  ensure(paid.paymentStatus === 'succeeded', `payment of ${order.id}: ${paid.paymentStatus}`);
  const read = (await client.json('GET', `/api/orders/${order.id}`)).result;
  const lines = read.cart.items.map((item) => item.product.id);
  ensure(read.id === order.id && read.status === 'paid', `order ${order.id} read back: ${read.id} ${read.status}`);
  ensure(read.brand === site.brand, `order ${order.id}: brand ${read.brand}, expected ${site.brand}`);
  ensure(sameSet(lines, [site.products[0]]), `order ${order.id}: lines ${lines.join(', ')}`);
  ensure(read.cart.couponDetails?.code === coupon.code, `order ${order.id}: coupon ${read.cart.couponDetails?.code}`);
  return read;
}
