import type { Metadata } from 'next';
import { CART_PATH } from '@store/core/pages';
import { Container } from '../../../../components/ui/container';
import { Notice } from '../../../../components/ui/notice';
import { CartPageView } from '../../../../features/cart/cart-page-view';
import { loadServerCart } from '../../../../features/cart/server-cart';
import { defaultRecommendations } from '../../../../features/recommendations/recommendation-card';
import { advertisedProviders } from '../../../../lib/api/payment-providers';
import { getAllProducts } from '../../../../lib/api/products';
import { brandFromParam, brandUrl } from '../../../../lib/brand/brand-param';
import { buildPageMetadata } from '../../../../lib/seo/page-metadata';

/**
 * The cart is read on the server with the shopper's cookies and rendered in the HTML, so the page is personal:
 * rendered per request, never cached (Next sends `Cache-Control: private, no-cache, no-store` for it).
 */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ brand: string }>;
}

/** The cart page is a Checkout page, kept out of search results (and, by core, out of the sitemap). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const brand = brandFromParam((await params).brand);
  return buildPageMetadata({
    title: 'Your cart',
    brandName: brand.name,
    description: `Review the items in your ${brand.name} cart, apply a coupon and check out.`,
    canonical: brandUrl(brand, CART_PATH),
    pageType: 'Checkout',
    noIndex: true,
  });
}

/**
 * /checkout/cart, the first checkout step; a discontinued brand takes no orders. The financing messages and the express
 * wallets' buttons use only providers this storefront offers and the API can charge (live mode shows no wallet: their
 * sheets are the sandbox's).
 */
export default async function CartPage({ params }: Props) {
  const brand = brandFromParam((await params).brand);
  const active = brand.status === 'active';
  const [paymentProviders, catalogue, initial] = active
    ? await Promise.all([advertisedProviders(brand), getAllProducts(brand.key), loadServerCart(brand.key)])
    : [[], [], { kind: 'none' as const }];
  return (
    <main id="main" data-page-type="Checkout">
      <Container className="py-6">
        <h1 className="mb-6 text-3xl font-bold">Your cart</h1>
        {active ? (
          <CartPageView
            paymentProviders={paymentProviders}
            recommendationFallback={defaultRecommendations(catalogue)}
            initial={initial}
            shipping={brand.shipping}
            express={{
              brand: brand.key,
              region: brand.region,
              defaults: { permissions: brand.defaultConsents, paymentProvider: brand.defaultPaymentProvider },
            }}
          />
        ) : (
          <Notice tone="warning">{brand.name} has been discontinued and takes no orders.</Notice>
        )}
      </Container>
    </main>
  );
}
