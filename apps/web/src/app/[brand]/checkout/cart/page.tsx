import type { Metadata } from 'next';
import { CART_PATH } from '@store/core/pages';
import { Container } from '../../../../components/ui/container';
import { Notice } from '../../../../components/ui/notice';
import { CartPageView } from '../../../../features/cart/cart-page-view';
import { defaultRecommendations } from '../../../../features/recommendations/recommendation-card';
import { advertisedProviders } from '../../../../lib/api/payment-providers';
import { getAllProducts } from '../../../../lib/api/products';
import { brandFromParam, brandUrl } from '../../../../lib/brand/brand-param';
import { buildPageMetadata } from '../../../../lib/seo/page-metadata';

/** The shell is static per brand (ISR); the cart itself loads in the browser. */
export const revalidate = 300;

interface Props {
  params: Promise<{ brand: string }>;
}

/** SPEC §2: the cart page is a Checkout page, kept out of search results (and, by core, out of the sitemap). */
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
 * SPEC §2 /checkout/cart, the first checkout step; a discontinued brand takes no orders. The financing messages name
 * only providers the API can charge (issue 9 live mode).
 */
export default async function CartPage({ params }: Props) {
  const brand = brandFromParam((await params).brand);
  return (
    <main id="main" data-page-type="Checkout">
      <Container className="py-6">
        <h1 className="mb-6 text-3xl font-bold">Your cart</h1>
        {brand.status === 'active' ? (
          <CartPageView
            paymentProviders={await advertisedProviders(brand)}
            recommendationFallback={defaultRecommendations(await getAllProducts(brand.key))}
          />
        ) : (
          <Notice tone="warning">{brand.name} has been discontinued and takes no orders.</Notice>
        )}
      </Container>
    </main>
  );
}
