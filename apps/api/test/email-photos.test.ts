import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { BRANDS, type BrandKey } from '@store/core';
import { describe, expect, it } from 'vitest';
import { channelRegistryFromEnv } from '../src/channels/read-channels';
import { mailMessages, orders, productImages, shipments } from '../src/db/schema';
import { renderOrderShipped } from '../src/email/order-shipped';
import { renderRefundIssued } from '../src/email/render-staff-emails';
import { renderReturnEmail } from '../src/email/return-email';
import { jobHandlers } from '../src/jobs/handlers';
import { ORDER_SHIPPED_EMAIL_JOB } from '../src/jobs/handlers/send-order-shipped';
import { sandboxMailTransport } from '../src/email/transport';
import { sandboxMessagingClient } from '../src/messaging/messaging-client';
import { insertPaidOrder } from './support/order-row';
import { quietLog, useTestApp } from './support/test-app';

const t = useTestApp();

/** The product id insertPaidOrder's mattress line carries (its title). */
const MATTRESS = 'Cloud Hybrid Mattress';
const HASH = '0123456789abcdef';

/** A stored photo row (the files are not needed: the email only links to the variant). */
async function addPhoto(brand: BrandKey, id: string, photo: { color: string | null; alt: string; position: number }) {
  await t.db.insert(productImages).values({
    id,
    brand,
    productId: MATTRESS,
    color: photo.color,
    position: photo.position,
    alt: photo.alt,
    objectKey: `photos/${brand}/${id}/${HASH}/original`,
    contentType: 'image/jpeg',
    width: 1200,
    height: 900,
    bytes: 1000,
    createdBy: 'owner@example.com',
  });
}

/** Nestwood's channel is served at https://shop.example.test; other brands link to the STOREFRONT_ORIGIN template. */
const CHANNELS_FILE = path.join(mkdtempSync(path.join(tmpdir(), 'email-photos-')), 'channels.json');
writeFileSync(
  CHANNELS_FILE,
  JSON.stringify({
    channels: [
      {
        brand: 'nestwood',
        hosts: ['shop.example.test'],
        origin: 'https://shop.example.test',
        currency: 'USD',
        country: 'US',
        status: 'active',
      },
    ],
  }),
);
const channels = channelRegistryFromEnv({
  CHANNELS_FILE,
  DEFAULT_BRAND: 'nestwood',
  STOREFRONT_ORIGIN: 'https://{brand}.example.com',
});

/** The confirmation the job sends for an order, as the worker's handlers render it with the channels. */
async function confirmationOf(brand: BrandKey, orderId: string) {
  const handlers = jobHandlers({ mail: sandboxMailTransport, messaging: sandboxMessagingClient(() => undefined), channels });
  await handlers['email.order-confirmation']!({ orderId, brand }, { db: t.db, now: new Date(), log: quietLog, job: {} as never });
  const [sent] = await t.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.brand, brand))
    .orderBy(desc(mailMessages.createdAt));
  return sent!;
}

const MONEY = /-?(?:CA)?\$[\d,]+\.\d{2}/g;

describe('order emails show the product photo of each line', () => {
  it("the confirmation shows the line's photo as a 400 px JPEG on the brand's storefront channel's origin, sized, with its alt text", async () => {
    // A colour photo first, then the colour-less one: the line has no Color, so the colour-less photo is the one shown.
    await addPhoto('nestwood', 'ph_00000000000000000001', { color: 'navy', alt: 'The navy mattress', position: 0 });
    await addPhoto('nestwood', 'ph_00000000000000000002', { color: null, alt: 'The mattress on a bed', position: 1 });
    const { id } = await insertPaidOrder(t.db, 'nestwood');
    const { html, text } = await confirmationOf('nestwood', id);
    const url = `https://shop.example.test/media/photos/nestwood/ph_00000000000000000002/${HASH}/400.jpg`;
    const img = html.match(/<img[^>]*>/g) ?? [];
    expect(img).toHaveLength(1);
    expect(img[0]).toContain(`src="${url}"`);
    expect(img[0]).toContain('alt="The mattress on a bed"');
    expect(img[0]).toContain('width="96"');
    expect(img[0]).toContain('height="72"');
    expect(html).not.toContain('ph_00000000000000000001');
    // The same origin as the link to the order page.
    expect(html).toContain(`href="https://shop.example.test/my-account/orders/${id}"`);
    // The summary still adds up as printed, the photo beside the line.
    const summary = text.slice(text.indexOf('1 × Cloud Hybrid Mattress'), text.indexOf('Total:'));
    expect(summary.match(MONEY)).toEqual(['$1,499.00', '$1,499.00', '-$150.00', '$123.67']);
    expect(text).toContain('Total: $1,472.67');
  });

  it('a product without photos: no image at all, as before photos (never the drawing)', async () => {
    const { id } = await insertPaidOrder(t.db, 'plume');
    const { html, text } = await confirmationOf('plume', id);
    expect(html).not.toMatch(/<img|\/media\//i);
    expect(text).toContain('Total: $1,472.67');
  });

  it("only photos of another colour than the line's: no image", async () => {
    await addPhoto('driftvale', 'ph_00000000000000000003', { color: 'navy', alt: 'The navy mattress', position: 0 });
    const { id } = await insertPaidOrder(t.db, 'driftvale');
    const { html } = await confirmationOf('driftvale', id);
    expect(html).not.toMatch(/<img/i);
  });

  it("the shipping job links the parcel line's photo on the brand's channel origin", async () => {
    // Nestwood's mattress photos are the ones the first test stored.
    const { id } = await insertPaidOrder(t.db, 'nestwood');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    const line = (order!.cart as { items: Array<{ itemIdentifier: string }> }).items[0]!;
    await t.db.insert(shipments).values({
      id: `sh_${id}`,
      brand: 'nestwood',
      orderId: id,
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      lines: [{ itemIdentifier: line.itemIdentifier, quantity: 1 }],
    });
    const handlers = jobHandlers({ mail: sandboxMailTransport, messaging: sandboxMessagingClient(() => undefined), channels });
    await handlers[ORDER_SHIPPED_EMAIL_JOB]!(
      { orderId: id, shipmentId: `sh_${id}`, brand: 'nestwood' },
      { db: t.db, now: new Date(), log: quietLog, job: {} as never },
    );
    const [sent] = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.brand, 'nestwood'))
      .orderBy(desc(mailMessages.createdAt));
    expect(sent!.subject).toContain('has shipped');
    expect(sent!.html).toContain(`src="https://shop.example.test/media/photos/nestwood/ph_00000000000000000002/${HASH}/400.jpg"`);
    expect(sent!.text).toContain('1 × Cloud Hybrid Mattress');
  });

  it('the shipping email shows the photo of a line that has one and none for a line without', async () => {
    const photo = {
      url: 'https://arbor.example.com/media/photos/arbor/ph_1/0123456789abcdef/400.jpg',
      width: 96,
      height: 72,
      alt: 'The frame',
    };
    const email = await renderOrderShipped({
      brand: BRANDS.arbor,
      order: { shortId: 'AB12', firstName: 'Ann', orderUrl: 'https://arbor.example.com/my-account/orders/o1' },
      shipment: {
        carrierName: 'UPS',
        trackingNumber: '1Z999',
        trackingUrl: null,
        lines: [
          { title: 'Bed Frame', quantity: 1, photo },
          { title: 'Pillow', quantity: 2 },
        ],
      },
      stillToCome: [],
    });
    const img = email.html.match(/<img[^>]*>/g) ?? [];
    expect(img).toHaveLength(1);
    expect(img[0]).toContain(`src="${photo.url}"`);
    expect(img[0]).toContain('alt="The frame"');
    expect(email.text).toContain('1 × Bed Frame');
    expect(email.text).toContain('2 × Pillow');
    expect(email.text).not.toContain('The frame');
  });
  it("the refund email shows a refunded line's photo and the return email the returned product's; without one, none", async () => {
    const photo = {
      url: 'https://arbor.example.com/media/photos/arbor/ph_1/0123456789abcdef/400.jpg',
      width: 96,
      height: 72,
      alt: 'The frame',
    };
    const refund = (withPhoto: boolean) =>
      renderRefundIssued({
        brand: BRANDS.arbor,
        order: {
          shortId: 'AB12',
          firstName: 'Ann',
          totalAmount: 50_000,
          currency: 'USD',
          paymentMethod: 'Card',
          url: 'https://arbor.example.com/o',
        },
        refund: {
          amount: 10_000,
          refundedBefore: 0,
          forText: 'a damaged item',
          lines: [{ title: 'Bed Frame', quantity: 1, ...(withPhoto ? { photo } : {}) }],
        },
      });
    const returned = (withPhoto: boolean) =>
      renderReturnEmail({
        brand: BRANDS.arbor,
        kind: 'received',
        firstName: 'Ann',
        orderShortId: 'AB12',
        orderUrl: 'https://arbor.example.com/o',
        item: { title: 'Bed Frame', quantity: 1, ...(withPhoto ? { photo } : {}) },
      });
    for (const email of [await refund(true), await returned(true)]) {
      expect(email.html.match(/<img[^>]*>/g)).toEqual([expect.stringContaining(`src="${photo.url}"`)]);
      expect(email.html).toContain('alt="The frame"');
    }
    for (const email of [await refund(false), await returned(false)]) expect(email.html).not.toMatch(/<img/i);
    expect((await refund(true)).text).toContain('Refunded now');
  });
});
