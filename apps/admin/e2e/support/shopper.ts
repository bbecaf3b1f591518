import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BRANDS, type BrandKey } from '@store/core/brands';
// The storefront's own checkout page objects: the shopper side of these journeys is the storefront's checkout.
import { ADDRESSES, CARDS, CheckoutForm } from '../../../web/e2e/pages/checkout-form';
import { CheckoutSteps, fillCart } from '../../../web/e2e/pages/checkout-steps';
import { baseUrl } from '../../../web/e2e/support/browser';

/** An order a guest placed through the storefront's checkout, and that guest's browser (their session reads its page and emails). */
export interface ShopperOrder {
  brand: BrandKey;
  id: string;
  shortId: string;
  email: string;
  context: BrowserContext;
  page: Page;
}

let sequence = 0;

/**
 * A guest fills a cart (the storefront's /api, as the storefront journeys do), types the address and the sandbox card
 * 4242 4242 4242 4242 in the hosted field, places the order and lands on success; answers its id and short id.
 */
export async function placeOrder(
  browser: Browser,
  brand: BrandKey,
  lines: ReadonlyArray<{ name: string; size: string }>,
): Promise<ShopperOrder> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  sequence += 1;
  const email = `shopper.${Date.now().toString(36)}.${sequence}@example.com`;
  await fillCart(page, brand, lines);
  const steps = new CheckoutSteps(page, brand);
  const form = new CheckoutForm(page);
  const landed = await steps.open('/checkout/shipping');
  if (landed !== '/checkout/shipping') throw new Error(`The checkout opened ${landed}, not shipping`);
  await form.fillAddress({ ...ADDRESSES[BRANDS[brand].region], email });
  await form.continueTo('billing');
  await steps.waitFor('billing');
  await form.fillCard(CARDS.success);
  await form.continueTo('review');
  await steps.waitFor('review');
  await page.getByTestId('place-order').click();
  await steps.waitFor('success');
  const shortId = ((await page.getByTestId('order-short-id').textContent()) ?? '').trim();
  const id = new URL(page.url()).searchParams.get('id') ?? (await page.evaluate(() => localStorage.getItem('orderID')));
  if (!id) throw new Error(`No order id on the success page (${page.url()})`);
  return { brand, id, shortId, email, context, page };
}

/** The shopper's own order page (/my-account/orders/{id}: the session that placed it may read it), freshly loaded. */
export async function openShopperOrder(order: ShopperOrder): Promise<Page> {
  await order.page.goto(`${baseUrl(order.brand)}/my-account/orders/${order.id}`);
  await order.page.getByTestId('order-detail').waitFor();
  return order.page;
}

/** One email of the sandbox mailbox: its subject and its text as the shopper reads it, with its links. */
export interface Mail {
  subject: string;
  text: string;
  links: string[];
}

/** The subjects in the shopper's sandbox mailbox (GET /api/sandbox/mailbox on the storefront: this browser's orders), newest first. */
async function subjects(page: Page, brand: BrandKey): Promise<Array<{ subject: string; href: string }>> {
  await page.goto(`${baseUrl(brand)}/api/sandbox/mailbox`);
  return page
    .locator('ol a')
    .evaluateAll((links) => links.map((a) => ({ subject: a.textContent ?? '', href: (a as HTMLAnchorElement).href })));
}

/**
 * The emails whose subject matches, once there are `count` of them (the email jobs run after the change), oldest first.
 * Read in a page of its own in the shopper's browser, so the shopper's page stays where it is.
 */
export async function waitForMail(order: ShopperOrder, subject: RegExp, count = 1, timeoutMs = 20_000): Promise<Mail[]> {
  const page = await order.context.newPage();
  try {
    const started = Date.now();
    for (;;) {
      const matching = (await subjects(page, order.brand)).filter((m) => subject.test(m.subject));
      if (matching.length >= count) {
        const mails: Mail[] = [];
        for (const message of matching.reverse()) {
          await page.goto(message.href);
          mails.push({
            subject: message.subject,
            text: (await page.locator('body').innerText()).replace(/\s+/g, ' '),
            links: await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href)),
          });
        }
        return mails;
      }
      if (Date.now() - started > timeoutMs) {
        const seen = (await subjects(page, order.brand)).map((m) => m.subject).join(' | ');
        throw new Error(`Waited ${timeoutMs} ms for ${count} email(s) matching ${subject}; the mailbox has: ${seen}`);
      }
      await page.waitForTimeout(500);
    }
  } finally {
    await page.close();
  }
}

/** A money amount in an email or a page ("$1,234.50") in minor units. */
export function minorUnits(text: string): number {
  const match = /\$\s?([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No amount in "${text}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}
