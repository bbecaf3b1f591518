// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../lib/api/orders';
import { renderInDom } from '../../test-support/client-render';
import { OrderShipments } from './order-shipments';

type ShippingOrder = Pick<Order, 'status' | 'fulfillmentStatus' | 'shipments'>;

const UPS = {
  carrier: 'ups',
  carrierName: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  shippedAt: '2026-03-04T15:00:00.000Z',
  lines: [{ title: 'Cloud Hybrid Mattress', quantity: 1 }],
};
const CREW = {
  carrier: 'white-glove',
  carrierName: 'White glove delivery',
  trackingNumber: 'Crew 12',
  trackingUrl: null,
  shippedAt: '2026-03-06T15:00:00.000Z',
  lines: [
    { title: 'Cloud Hybrid Mattress', quantity: 1 },
    { title: 'Gift Pillow', quantity: 2 },
  ],
};

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
});

async function render(order: ShippingOrder): Promise<HTMLElement> {
  const rendered = await renderInDom(createElement(OrderShipments, { order }));
  unmount = rendered.unmount;
  return rendered.container;
}

describe('OrderShipments (the order page, account and guest look-up)', () => {
  it.each([
    ['unfulfilled', [], 'Preparing your order'],
    ['partially_shipped', [UPS], 'Partly shipped'],
    ['shipped', [UPS, CREW], 'Shipped'],
  ] as const)('a paid order %s reads "%s"', async (fulfillmentStatus, shipments, label) => {
    const html = await render({ status: 'paid', fulfillmentStatus, shipments: [...shipments] });
    expect(html.querySelector('[data-testid="order-shipping-status"]')?.textContent).toBe(label);
    expect(html.querySelectorAll('[data-testid="order-shipment"]')).toHaveLength(shipments.length);
  });

  it('shows each parcel: carrier, date, what was in it, tracking number and a link to the carrier in a new tab', async () => {
    const html = await render({ status: 'paid', fulfillmentStatus: 'shipped', shipments: [UPS, CREW] });
    const [ups, crew] = [...html.querySelectorAll('[data-testid="order-shipment"]')];
    expect(ups?.textContent).toContain('Shipped Mar 4, 2026 with UPS');
    expect(ups?.textContent).toContain('1 × Cloud Hybrid Mattress');
    const link = ups?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener');
    expect(link?.textContent).toBe("Track with UPS (opens the carrier's site)");
    expect(crew?.textContent).toContain('Shipped Mar 6, 2026 with White glove delivery');
    expect(crew?.textContent).toContain('2 × Gift Pillow');
    expect(crew?.querySelector('[data-testid="order-shipment-tracking-number"]')?.textContent).toBe('Crew 12');
    expect(crew?.querySelector('a')).toBeNull();
  });

  it('links only to an https page: another scheme is shown as the tracking number alone', async () => {
    const odd = { ...UPS, trackingUrl: 'javascript:alert(1)' };
    const html = await render({ status: 'paid', fulfillmentStatus: 'partially_shipped', shipments: [odd] });
    expect(html.querySelector('a')).toBeNull();
    expect(html.textContent).toContain('1Z999AA10123456784');
  });

  it('keeps odd bytes of a tracking number as text (React escapes them)', async () => {
    const odd = { ...UPS, trackingNumber: '<b>1Z</b>&amp;' };
    const html = await render({ status: 'paid', fulfillmentStatus: 'partially_shipped', shipments: [odd] });
    expect(html.querySelector('b')).toBeNull();
    expect(html.querySelector('[data-testid="order-shipment-tracking-number"]')?.textContent).toBe('<b>1Z</b>&amp;');
  });

  it.each([
    ['pending', 'unfulfilled'],
    ['cancelled', 'unfulfilled'],
    ['paid', undefined],
  ] as const)('shows nothing for a %s order with status %s', async (status, fulfillmentStatus) => {
    const html = await render({ status, fulfillmentStatus, shipments: [] });
    expect(html.innerHTML).toBe('');
  });
});
