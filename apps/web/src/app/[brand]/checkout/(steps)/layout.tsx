import type { ReactNode } from 'react';
import { Container } from '../../../../components/ui/container';
import { Notice } from '../../../../components/ui/notice';
import { CheckoutFrame } from '../../../../features/checkout/checkout-frame';
import { brandFromParam } from '../../../../lib/brand/brand-param';

/** The steps after the cart (shipping, billing, review, success): one frame, the brand's checkout defaults from the registry. */
export default async function CheckoutStepsLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ brand: string }>;
}) {
  const brand = brandFromParam((await params).brand);
  return (
    <main id="main" data-page-type="Checkout">
      <Container className="py-6">
        {brand.status === 'active' ? (
          <CheckoutFrame defaults={{ permissions: brand.defaultConsents, paymentProvider: brand.defaultPaymentProvider }}>
            {children}
          </CheckoutFrame>
        ) : (
          <Notice tone="warning">{brand.name} has been discontinued and takes no orders.</Notice>
        )}
      </Container>
    </main>
  );
}
