'use client';

import type { ReactNode } from 'react';
import type { BrandConfig } from '@store/core/brands';
import type { Currency } from '@store/core/money';
import { variantPrice } from '@store/core/variant';
import { PriceTag } from '../../../components/ui/price-tag';
import { chosenVariant, propertyStates, type ConfigurableProduct } from '../variant-options';
import { isSellable } from '../variant-options';
import { AvailabilityNote } from './availability-note';
import { OptionGroup } from './option-group';
import { PurchasePanel, type PurchaseInfo } from './purchase-panel';
import { useProductSelection } from '../product-selection';
import { useViewItemReport } from './use-view-item-report';
import { useHydrated } from '../../../lib/use-hydrated';

export interface ConfiguratorProps {
  product: ConfigurableProduct;
  /** The product's title (the `view_item` item name, as add_to_cart names the line). */
  title: string;
  currency: Currency;
  /** The brand registry's carrier and window, for the chosen variant's shipping time. */
  shipping: BrandConfig['shipping'];
  /** Financing messages rendered on the server, keyed by variant price (minor units); the chosen price's entry shows. */
  financing?: Readonly<Record<string, ReactNode>>;
  /** Add-ons and Add to cart; absent where the brand takes no orders. */
  purchase?: PurchaseInfo;
}

/**
 * The product page's client island: property pickers, the price that follows them, the chosen variant's availability,
 * add-ons and Add to cart. The selection is the page's (ProductSelectionProvider), so the gallery follows it too.
 * Pushes `view_item` once when shown.
 */
export function Configurator({ product, title, currency, shipping, financing, purchase }: ConfiguratorProps) {
  const { selection, choose, firmnessType } = useProductSelection();
  // The firmness picker shows the page's firmnessType: the firmness the path named or the shopper last picked.
  const shown = firmnessType === null ? selection : { ...selection, Firmness: firmnessType };
  const price = variantPrice(product, selection);
  const { sku, availability } = chosenVariant(product, selection);
  useViewItemReport({ productId: product.id, sku, title, price: price.price, currency });
  const hydrated = useHydrated();
  return (
    <section
      aria-label="Choose your options"
      className="flex flex-col gap-4"
      data-sku={sku}
      data-testid="configurator"
      data-ready={hydrated ? 'true' : 'false'}
    >
      <PriceTag
        price={price.price}
        listPrice={price.listPrice}
        discount={price.discount}
        currency={currency}
        size="lg"
        testId="price"
      />
      {financing?.[price.price]}
      <div>
        {propertyStates(product, selection).map((property) => (
          <OptionGroup
            key={property.name}
            property={property}
            value={shown[property.name] ?? ''}
            idPrefix={product.id}
            onChange={choose}
            waiting={!hydrated}
          />
        ))}
      </div>
      <AvailabilityNote availability={availability} shipping={shipping} />
      {purchase ? (
        <PurchasePanel
          product={product}
          purchase={purchase}
          selection={selection}
          sellable={isSellable(availability)}
          currency={currency}
        />
      ) : null}
    </section>
  );
}
