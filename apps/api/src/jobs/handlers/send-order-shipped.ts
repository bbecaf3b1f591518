import { z } from 'zod';
import { BRAND_KEYS, BRANDS, type BrandKey } from '@store/core';
import { accountOrderPath } from '@store/core/accounts/account-pages';
import { carrierName, trackingUrl } from '@store/core/back-office/carriers';
import { linesToShip, orderGoodsLines } from '@store/core/back-office/shipment-lines';
import { claimEmailSend, recordEmailMessageId } from '../../db/repositories/mail-messages';
import { findOrderForEmail } from '../../db/repositories/order-emails';
import { listOrderShipments } from '../../db/repositories/shipments';
import { renderOrderShipped } from '../../email/order-shipped';
import { emailLinePhotos } from '../../email/line-photos';
import { storefrontLink } from '../../email/storefront-link';
import type { MailTransport } from '../../email/transport';
import type { JobHandler } from '../worker';

/** The job a shipment enqueues (keyed by the shipment: one email per parcel). */
export const ORDER_SHIPPED_EMAIL_JOB = 'email.order-shipped';

const payloadSchema = z.object({ orderId: z.string().min(1), shipmentId: z.string().min(1), brand: z.enum(BRAND_KEYS) });

/**
 * Job email.order-shipped (enqueued with the shipment, in its transaction): tells the shopper what this parcel holds,
 * with the carrier's tracking link and each line's photo when its product has one, and what is still to come as of this parcel (later parcels do not change what an
 * earlier email says). Sent once per shipment: the send is claimed (email_sends, template `order-shipped:<id>`) in
 * the transaction around the transport call, as the confirmation's.
 */
export const sendOrderShipped =
  (transport: MailTransport, storefrontOrigin: (brand: BrandKey) => string): JobHandler =>
  async (payload, { db, log }) => {
    const { orderId, shipmentId, brand } = payloadSchema.parse(payload);
    const order = await findOrderForEmail(db, brand, orderId);
    if (!order) throw new Error(`order ${orderId} not found`);
    const shipments = await listOrderShipments(db, brand, orderId);
    const upTo = shipments.findIndex((s) => s.id === shipmentId);
    const shipment = shipments[upTo];
    if (!shipment) throw new Error(`shipment ${shipmentId} not found`);
    const titles = new Map(order.cart.items.map((item) => [item.itemIdentifier, item.product.title]));
    const photos = await emailLinePhotos(db, brand, order.cart.items, storefrontOrigin(brand));
    const config = BRANDS[brand];
    const email = await renderOrderShipped({
      brand: config,
      order: {
        shortId: order.shortId,
        firstName: order.shippingDetails.firstName,
        orderUrl: storefrontLink(storefrontOrigin(brand), brand, accountOrderPath(order.id)),
      },
      shipment: {
        carrierName: carrierName(shipment.carrier),
        trackingNumber: shipment.trackingNumber,
        trackingUrl: shipment.trackingUrl ?? trackingUrl(shipment.carrier, shipment.trackingNumber),
        lines: shipment.lines.map((l) => ({
          title: titles.get(l.itemIdentifier) ?? 'An item',
          quantity: l.quantity,
          photo: photos.get(l.itemIdentifier),
        })),
      },
      stillToCome: linesToShip(orderGoodsLines(order.cart.items), shipments.slice(0, upTo + 1))
        .filter((line) => line.unshipped > 0)
        .map((line) => ({ title: line.title, quantity: line.unshipped, photo: photos.get(line.itemIdentifier) })),
    });
    const template = `order-shipped:${shipmentId}`;
    await db.transaction(async (tx) => {
      if (!(await claimEmailSend(tx, orderId, template))) return;
      const { messageId } = await transport.send(
        { brand, from: `"${config.name}" <${config.supportEmail}>`, to: order.email, ...email },
        tx,
      );
      await recordEmailMessageId(tx, orderId, template, messageId);
      log.info({ orderId, shipmentId, brand, transport: transport.kind }, 'shipping email sent');
    });
  };
