import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BRANDS, BRAND_KEYS, type BrandConfig } from '@store/core/brands';
import { deliveryOptions } from '@store/core/cart/delivery-options';
import { orderFulfillmentLines } from '@store/core/checkout/order-fulfillment';
import type { Availability, Product } from '@store/core/product';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import { productFixture } from '../../test-support/product-fixture';
import { OrderLine } from '../account/my-account/order-line';
import { cartShippingTime } from '../cart/cart-shipping';
import { CartSummary } from '../cart/cart-summary';
import { AvailabilityNote } from '../catalog/configurator/availability-note';
import { brandSummaryRows } from '../compare/rival-summary';
import { trustBadges, TrustBadges } from '../home/trust-badges';
import { brandContent } from '../../lib/content/load-content';

/**
 * Every page that says when an order ships, for every brand that sells and each kind of product its catalogue lists:
 * the home page, content pages and the comparison state the brand's window; the product page, the cart, the checkout's
 * delivery options and the ordered line state the product's. Two statements about the same brand and product must
 * name the same time.
 */
const SELLING = BRAND_KEYS.filter((key) => BRANDS[key].status === 'active');
const CONTENT = path.join(import.meta.dirname, '../../../content');

/** A stated time: '2 - 3 business days' or '24 Hours!', whatever the wording around it. */
const TIME = /\d+\s*-\s*\d+ business days|24 Hours!/gi;
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");
function timesIn(text: string): string[] {
  return [...text.matchAll(TIME)].map((m) => m[0]);
}
/** The one time a text states; a text stating none or two different ones fails. */
function timeIn(text: string): string {
  const times = [...new Set(timesIn(text))];
  expect(times, text).toHaveLength(1);
  return times[0]!;
}

const sku = (from: number, to: number): Availability => ({
  isActive: true,
  isInStock: true,
  isBackOrderAllowed: false,
  shippingFrom: from,
  shippingTo: to,
  wgsShippingFrom: 7,
  wgsShippingTo: 14,
});

/** The kinds of window a catalogue gives: the brand's own (a product without a window of its own), 24 hours, longer. */
function productsOf(brand: BrandConfig) {
  return [
    { kind: "in the brand's window", availability: sku(brand.shipping.from, brand.shipping.to), brandWindow: true },
    { kind: 'shipping in 24 hours', availability: sku(1, 1), brandWindow: false },
    { kind: 'with a longer window of its own', availability: sku(5, 10), brandWindow: false },
  ];
}

function productWith(availability: Availability): { product: Product; sku: string } {
  const product = productFixture();
  const [first] = Object.keys(product.availability);
  return { product: { ...product, availability: { [first!]: availability } }, sku: first! };
}

/** What each page states about one product of a brand. */
function productStatements(brand: BrandConfig, availability: Availability): Record<string, string> {
  const { product, sku: code } = productWith(availability);
  const line = { ...cartLine('a'), sku: code, product: { ...cartLine('a').product, id: product.id } };
  const cart = { ...cartFixture([line]), currency: brand.currency };
  const [standard] = deliveryOptions({
    shipping: brand.shipping,
    cart: {
      lines: [{ quantity: 1, softGood: false, availability, title: product.title, group: 'mattress' }],
      hasWhiteGlove: false,
      mattressPieces: 1,
    },
    region: { country: brand.region, state: brand.region === 'CA' ? 'ON' : 'NY' },
    currency: brand.currency,
  });
  const [ordered] = orderFulfillmentLines({
    cart: { items: [line], extras: [] },
    availability: new Map([[code, availability]]),
    backorderDays: 0,
    fallback: { from: brand.shipping.from, to: brand.shipping.to },
  });
  const order = { brand: brand.key } as const;
  return {
    'product page': textOf(renderToStaticMarkup(createElement(AvailabilityNote, { availability, shipping: brand.shipping }))),
    cart: textOf(
      renderToStaticMarkup(
        createElement(CartSummary, {
          cart,
          variant: 'full',
          busy: false,
          shippingTime: cartShippingTime(cart, [product], brand.shipping),
        }),
      ),
    ),
    'checkout delivery option': `${standard!.description} ${standard!.details}`,
    'ordered line': textOf(
      renderToStaticMarkup(
        createElement(OrderLine, { line, currency: brand.currency, fulfillment: ordered, brand: order.brand }),
      ),
    ),
  };
}

/** What the brand-wide pages state. */
function brandStatements(brand: BrandConfig): Record<string, string> {
  const pages = brandContent(brand, CONTENT);
  const page = (p: string) => {
    const content = pages.get(p);
    if (!content) throw new Error(`no ${p} for ${brand.key}`);
    return [content.description, content.text, ...content.faq.map((f) => f.text)].join(' ');
  };
  const shippingFaq = pages.get('/faq')!.faq.find((f) => /shipping/i.test(f.question))!.text;
  return {
    'home page badge': textOf(renderToStaticMarkup(createElement(TrustBadges, { brand }))),
    'shipping page': page('/p/shipping'),
    'total value page': page('/total-value'),
    'about page': page('/p/about'),
    'press page': page('/p/press'),
    FAQ: shippingFaq,
    comparison: brandSummaryRows([brand], [[]]).find((row) => row.label === 'Shipping')!.values[0]!,
  };
}

describe.each(SELLING)('%s: every statement of a shipping time agrees', (key) => {
  const brand = BRANDS[key];
  const brandWide = brandStatements(brand);
  const brandTime = timeIn(brandWide['home page badge']!);

  it.each(Object.keys(brandWide))("the %s states the brand's window", (page) => {
    expect(timeIn(brandWide[page]!)).toBe(brandTime);
  });

  it.each(productsOf(brand))('a product $kind: product page, cart, checkout and order agree', ({ availability, brandWindow }) => {
    const statements = productStatements(brand, availability);
    const times = Object.fromEntries(Object.entries(statements).map(([page, text]) => [page, timeIn(text)]));
    const productTime = times['product page'];
    for (const page of Object.keys(times)) expect({ page, time: times[page] }).toEqual({ page, time: productTime });
    if (brandWindow) expect(productTime).toBe(brandTime);
    for (const text of Object.values(statements)) expect(text).not.toMatch(/!\./);
  });

  it('the home badge and the cart drawer (which states no time) never contradict it', () => {
    expect(
      trustBadges(brand)
        .map((b) => b.detail)
        .join(' '),
    ).not.toMatch(/!\./);
    const { product, sku: code } = productWith(sku(1, 1));
    const line = { ...cartLine('a'), sku: code, product: { ...cartLine('a').product, id: product.id } };
    const drawer = textOf(
      renderToStaticMarkup(createElement(CartSummary, { cart: cartFixture([line]), variant: 'compact', busy: false })),
    );
    expect(timesIn(drawer)).toEqual([]);
  });
});

describe('content files state no shipping time of their own', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : entry.name.endsWith('.md') ? [path.join(dir, entry.name)] : [],
    );
  it.each(files(CONTENT).map((file) => path.relative(CONTENT, file)))('%s', (file) => {
    const text = readFileSync(path.join(CONTENT, file), 'utf8');
    // A shipping time is written {{shippingWindow}} (the brand registry's); refunds and replies keep their own days.
    const shippingTimes = text.split(/(?<=[.!?])\s+/).filter((s) => /\bship/i.test(s) && timesIn(s).length > 0);
    expect(shippingTimes).toEqual([]);
  });
});
