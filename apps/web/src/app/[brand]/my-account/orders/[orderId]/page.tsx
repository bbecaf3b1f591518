import type { Metadata } from 'next';
import { IntentLink } from '../../../../../components/intent-link';
import { notFound } from 'next/navigation';
import { MY_ACCOUNT_PATH } from '@store/core/pages';
import { Container } from '../../../../../components/ui/container';
import { myAccountMetadata } from '../../../../../features/account/my-account/account-metadata';
import { BuyAgainButton } from '../../../../../features/account/my-account/buy-again-button';
import { loadOrderPage, orderIdFromParam } from '../../../../../features/account/my-account/load-order-page';
import { OrderDetail } from '../../../../../features/account/my-account/order-detail';
import { OrderShipments } from '../../../../../features/account/order-shipments';
import { OrderReturns } from '../../../../../features/account/order-returns';
import { brandFromParam } from '../../../../../lib/brand/brand-param';
import { shopperHeaders } from '../../../../../lib/api/shopper-headers';

interface Props {
  params: Promise<{ brand: string; orderId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand, orderId } = await params;
  return myAccountMetadata(brandFromParam(brand), { kind: 'order', orderId: orderIdFromParam(orderId) ?? '' });
}

/**
 * /my-account/orders/{orderId}: read as the shopper (the owner account, the session that placed it, or a
 * look-up grant: the API decides); an order this shopper may not read is the 404 page.
 */
export default async function AccountOrderPage({ params }: Props) {
  const { brand: brandParam, orderId } = await params;
  const brand = brandFromParam(brandParam);
  const id = orderIdFromParam(orderId);
  const page = id === null ? null : await loadOrderPage(brand.key, id, await shopperHeaders());
  if (page === null) notFound();
  return (
    <main id="main" data-page-type="Page">
      <Container className="flex flex-col gap-4 py-6">
        <IntentLink href={MY_ACCOUNT_PATH} className="self-start font-semibold underline">
          Back to my account
        </IntentLink>
        <OrderDetail
          order={page.order}
          fulfillment={page.fulfillment}
          actions={brand.status === 'active' ? <BuyAgainButton orderId={page.order.id} /> : null}
          writeReviews={brand.status === 'active'}
          reviewed={page.reviewed}
        />
        <OrderShipments order={page.order} />
        <OrderReturns order={page.order} />
      </Container>
    </main>
  );
}
