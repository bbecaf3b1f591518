import type { ReactNode } from 'react';
import type { BrandConfig } from '@store/core/brands';
import type { PaymentProvider } from '@store/core/enums';
import type { ProductWire } from '@store/core/media/photo-wire';
import type { Product } from '@store/core/product';
import { bundleVariantTitle } from '@store/core/product-paths';
import type { Bottomline } from '@store/core/reviews/wire';
import type { Selection } from '@store/core/variant';
import { Container } from '../../components/ui/container';
import { Notice } from '../../components/ui/notice';
import { sizedMediaUrl } from '../../lib/media/media-url';
import { productFinancing } from '../payments/product-financing';
import { RatingSummary } from '../reviews/rating-summary';
import { REVIEWS_ANCHOR, ReviewsSection } from '../reviews/reviews-section';
import { Breadcrumbs } from './breadcrumbs';
import { BundleSlot } from './bundle/bundle-slot';
import { CollectionSlot } from './collection/collection-slot';
import { Configurator } from './configurator/configurator';
import { CoverageList } from './coverage-list';
import { Gallery } from './gallery';
import { ProductDetails } from './product-details';
import { coverageCopy, sizeGuideView, weightAdvice } from './product-facts';
import { productCrumbs } from './product-crumbs';
import { productCurrency } from './product-pricing';
import { ProductSelectionProvider } from './product-selection';
import { RelatedProducts } from './related-products';
import { selectionStorageKey } from './selection-storage';
import { SizeTable } from './size-table';
import { WeightAdviceNote } from './weight-advice-note';

export interface ProductPageProps {
  brand: BrandConfig;
  /** The product with its staff photos (the gallery shows them instead of the drawings where they apply). */
  product: ProductWire;
  selection: Selection;
  pathPreselected: boolean;
  related: readonly Product[];
  /** The providers whose financing messages show: the brand's that the API can charge (live mode). */
  financingProviders: readonly PaymentProvider[];
  /** The product's reviews bottomline (read server-side); null when unavailable: no stars, the section still loads. */
  bottomline: Bottomline | null;
  /** The recommendation row, below the fold. */
  recommendations?: ReactNode;
}

/**
 * Product page, server-rendered; only the configurator (with add-ons and Add to cart) and the gallery run on the
 * client; a bundle page composed from parts shows its bundle builder instead of the configurator, and a furniture
 * product with a collection shows its collection under it (each in a chunk of its own). A discontinued brand shows no
 * purchase controls.
 */
export function ProductPage({
  brand,
  product,
  selection,
  pathPreselected,
  related,
  financingProviders,
  bottomline,
  recommendations,
}: ProductPageProps) {
  const takesOrders = brand.status === 'active';
  const sizeGuide = sizeGuideView(product);
  const advice = weightAdvice(product);
  const title = bundleVariantTitle(product.id, product.title);
  const images = product.mediaCollection.map((m) => ({
    url: m.url,
    thumbUrl: sizedMediaUrl(m.thumbUrl || m.url, 77),
    alt: m.alt,
    tags: m.tags,
  }));
  const { id, inventoryKey, properties, pricing, availability } = product;
  return (
    <Container className="py-6">
      <Breadcrumbs crumbs={productCrumbs(product.metadata.url)} current={title} />
      <ProductSelectionProvider
        key={product.id}
        product={{ properties, metadata: { url: product.metadata.url } }}
        storageKey={selectionStorageKey(brand.key, product.id)}
        initialSelection={selection}
        pathPreselected={pathPreselected}
      >
        <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
          <Gallery media={images} photos={product.photos} />
          <div className="flex flex-col gap-4">
            <h1 className="text-3xl font-bold">{title}</h1>
            {bottomline ? (
              <RatingSummary
                averageScore={bottomline.averageScore}
                totalReviews={bottomline.totalReviews}
                href={`#${REVIEWS_ANCHOR}`}
              />
            ) : null}
            <p className="text-muted">{product.content.summary}</p>
            {takesOrders && product.bundlePage ? (
              <BundleSlot brand={brand} product={{ ...product, bundlePage: product.bundlePage }} />
            ) : takesOrders ? (
              <Configurator
                key={product.id}
                product={{ id, inventoryKey, properties, pricing, availability }}
                title={product.title}
                currency={productCurrency(product)}
                shipping={brand.shipping}
                financing={productFinancing(product, productCurrency(product), financingProviders)}
                purchase={{
                  group: product.attributes.group,
                  needsCoverage: product.extrasData.markers.includes('extended-warranty'),
                  brand: { splitKingSecondBaseSurcharge: brand.splitKingSecondBaseSurcharge },
                }}
              />
            ) : (
              <Notice tone="warning">{brand.name} has been discontinued: this product is no longer sold.</Notice>
            )}
            {takesOrders && product.collectionItems ? <CollectionSlot brand={brand} product={product} /> : null}
            {advice ? <WeightAdviceNote advice={advice} /> : null}
            <CoverageList lines={coverageCopy(product)} freeShipping={takesOrders} />
          </div>
        </div>
      </ProductSelectionProvider>
      <ProductDetails product={product} />
      {sizeGuide ? <SizeTable guide={sizeGuide} /> : null}
      <ReviewsSection domainKey={product.id} bottomline={bottomline} brandName={brand.name} />
      <RelatedProducts brand={brand.key} products={related} showPrices={takesOrders} />
      {recommendations}
    </Container>
  );
}
