'use client';

import { useSyncExternalStore } from 'react';
import type { Currency } from '@store/core/money';
import { variantPrice, type Selection } from '@store/core/variant';
import { PriceTag } from '../../../components/ui/price-tag';
import { chosenVariant, propertyStates, type ConfigurableProduct } from '../variant-options';
import { isSellable } from '../variant-options';
import { AvailabilityNote } from './availability-note';
import { OptionGroup } from './option-group';
import { PurchasePanel, type PurchaseInfo } from './purchase-panel';
import { useStoredSelection } from './use-stored-selection';

export interface ConfiguratorProps {
  product: ConfigurableProduct;
  currency: Currency;
  storageKey: string;
  initialSelection: Selection;
  /** The URL chose values (driftvale paths, Serenity filter segment): they win over a stored choice. */
  pathPreselected: boolean;
  carrier: 'ground' | 'partner';
  /** Add-ons and Add to cart; absent where the brand takes no orders. */
  purchase?: PurchaseInfo;
}

const noSubscription = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

/** The product page's client island: property pickers, the price that follows them, the chosen variant's availability, add-ons and Add to cart. */
export function Configurator({
  product,
  currency,
  storageKey,
  initialSelection,
  pathPreselected,
  carrier,
  purchase,
}: ConfiguratorProps) {
  const [selection, choose] = useStoredSelection(product, storageKey, initialSelection, pathPreselected);
  const price = variantPrice(product, selection);
  const { sku, availability } = chosenVariant(product, selection);
  const hydrated = useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);
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
      <div>
        {propertyStates(product, selection).map((property) => (
          <OptionGroup
            key={property.name}
            property={property}
            value={selection[property.name] ?? ''}
            idPrefix={product.id}
            onChange={choose}
          />
        ))}
      </div>
      <AvailabilityNote availability={availability} carrier={carrier} />
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
