'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import type { BrandConfig } from '@store/core/brands';
import type { Currency } from '@store/core/money';
import type { ProductGroup } from '@store/core/product';
import { variantPrice, type Selection } from '@store/core/variant';
import type { ConfigurableProduct } from '../variant-options';
import { AddOnPicker } from './add-on-picker';
import { addOnOptions, chosenAddOns, purchaseLines, skuLine, toggleAddOn } from './add-on-options';
import { AddToCartButton } from './add-to-cart-button';
import { loadAddOns, useAddOns, type AddOnData } from './use-add-ons';
import { useNearViewport } from './use-near-viewport';
import { QuoteTotal } from './quote-total';
import { StickyPurchaseBar } from './sticky-purchase-bar';
import { usePurchaseQuote } from './use-purchase-quote';

/** What the server page knows about buying the product: its group (add-ons sell with groups) and whether coverage applies. */
export interface PurchaseInfo {
  group: ProductGroup;
  needsCoverage: boolean;
  /** The brand's pricing data, so the add-ons are priced as the cart will charge them. */
  brand: Pick<BrandConfig, 'splitKingSecondBaseSurcharge'>;
}

export interface PurchasePanelProps {
  product: ConfigurableProduct;
  purchase: PurchaseInfo;
  selection: Selection;
  sellable: boolean;
  currency: Currency;
}

const NO_ADD_ONS: Omit<AddOnData, 'status'> = { upsells: [], products: [], shippingProtection: false };

/** The add-on picker and the Add to cart button of the chosen variant, repeated in a sticky bar on small screens. */
export function PurchasePanel({ product, purchase, selection, sellable, currency }: PurchasePanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const data = useAddOns(selection.Size, useNearViewport(panel));
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const optionsOf = useCallback(
    (loaded: Omit<AddOnData, 'status'>) =>
      addOnOptions(loaded.upsells, loaded.products, {
        product: { ...product, group: purchase.group, needsCoverage: purchase.needsCoverage },
        brand: purchase.brand,
        selection,
        shippingProtection: loaded.shippingProtection,
      }),
    [product, purchase.group, purchase.needsCoverage, purchase.brand, selection],
  );
  const options = useMemo(() => optionsOf(data), [optionsOf, data]);
  const chosen = new Set(chosenAddOns(options, toggled).map((o) => o.name));
  // Exclusive offers are a one-of choice: ticking one unticks those it excludes (add-on-options toggleAddOn).
  const toggle = (name: string, on: boolean) => setToggled((current) => toggleAddOn(options, current, name, on));
  // The server prices what Add to cart would send, once the add-ons are settled (quote).
  const quote = usePurchaseQuote(
    sellable && data.status !== 'loading' ? purchaseLines(skuLine(product, selection), chosenAddOns(options, toggled)) : null,
  );
  // A click that beats the add-ons (or a size change) waits for them, so preselected gifts are never skipped.
  const lines = async () => {
    const loaded = data.status === 'ready' ? data : await loadAddOns(selection.Size).catch(() => NO_ADD_ONS);
    return purchaseLines(skuLine(product, selection), chosenAddOns(optionsOf(loaded), toggled));
  };
  return (
    <div ref={panel} className="flex flex-col gap-4">
      <AddOnPicker options={options} chosen={chosen} onToggle={toggle} currency={currency} loading={data.status === 'loading'} />
      {sellable ? <QuoteTotal quote={quote} currency={currency} /> : null}
      <AddToCartButton disabled={!sellable} lines={lines} />
      <StickyPurchaseBar
        amount={quote.status === 'ready' && quote.total ? quote.total.total : variantPrice(product, selection).price}
        quoted={quote.status === 'ready' && quote.total !== null}
        currency={currency}
        disabled={!sellable}
        lines={lines}
      />
    </div>
  );
}
