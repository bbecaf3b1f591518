import { orderFulfillmentLines, type BrandConfig, type BrandKey, type Cart } from '@store/core';
import { accountOrderPath } from '@store/core/accounts/account-pages';
import { deliveryTitle } from '@store/core/cart/delivery-names';
import { orderPaymentMethod, orderShippingEstimate, orderTrials } from '@store/core/checkout/order-reminders';
import type { Db } from '../db/repositories/carts';
import type { OrderPaymentDetails } from '../db/schema';
import { productLoader } from '../use-cases/carts/product-loader';
import { emailLinePhotos, type EmailPhoto } from './line-photos';
import { storefrontLink } from './storefront-link';

/** What the confirmation says besides the summary: where to see the order, how it was paid, when it ships, its trials. */
export interface OrderConfirmationDetails {
  orderUrl: string;
  paymentMethod: string;
  delivery: { title: string; estimate: string | null };
  trials: Array<{ trial: string; titles: string[] }>;
  /** Each line's photo by item identifier (a line without one has none and shows no image). */
  linePhotos: ReadonlyMap<string, EmailPhoto>;
}

/**
 * The confirmation's details of a placed order: its page on the brand's storefront (origin template with `{brand}`),
 * the payment method's label, the delivery option and the order's shipping estimate (each line's window from its sku's
 * availability, as GET /orders/{id}/fulfillment gives it), and the trials of its lines (a product's own claim, else the
 * brand registry's copy for its kind), and each line's photo on the same origin (emailLinePhotos).
 */
export async function orderConfirmationDetails(
  db: Db,
  brand: Pick<BrandConfig, 'key' | 'copy' | 'shipping'>,
  order: {
    id: string;
    cart: Pick<Cart, 'items' | 'extras' | 'deliveryOption'>;
    totalAmount: number;
    paymentDetails: OrderPaymentDetails;
    backorderDays: number;
  },
  storefrontOrigin: string,
): Promise<OrderConfirmationDetails> {
  const { items } = order.cart;
  const [products, linePhotos] = await Promise.all([
    productLoader(db, brand.key as BrandKey).load(items.map((i) => i.product.id)),
    emailLinePhotos(db, brand.key, items, storefrontOrigin),
  ]);
  const availability = new Map(
    items.flatMap((i) => {
      const known = products.get(i.product.id)?.availability[i.sku];
      return known ? [[i.sku, known] as const] : [];
    }),
  );
  const lines = orderFulfillmentLines({
    cart: order.cart,
    availability,
    backorderDays: order.backorderDays,
    fallback: { from: brand.shipping.from, to: brand.shipping.to },
  });
  return {
    orderUrl: storefrontLink(storefrontOrigin, brand.key, accountOrderPath(order.id)),
    paymentMethod: orderPaymentMethod(order.totalAmount, order.paymentDetails.billingProvider),
    delivery: { title: deliveryTitle(order.cart.deliveryOption?.name ?? null), estimate: orderShippingEstimate(lines) },
    trials: orderTrials(
      items.map((i) => ({
        title: i.product.title,
        group: i.product.group,
        trial: products.get(i.product.id)?.content.coverage?.trial,
      })),
      brand.copy,
    ),
    linePhotos,
  };
}
