import type { PaymentProvider } from '@store/core/enums';
import type { Currency } from '@store/core/money';
import { financingMessages } from '@store/core/payments/financing';
import type { Product } from '@store/core/product';
import { allSelections, variantPrice } from '@store/core/variant';
import type { ReactNode } from 'react';
import { FinancingMessages } from './financing-message';

/**
 * The product page's financing messages, rendered ON THE SERVER for each price a variant can have, keyed by that price
 * (minor units). The configurator shows the entry of the chosen variant's price: the browser gets text, never the
 * financing rules or any provider code.
 */
export function productFinancing(
  product: Pick<Product, 'properties' | 'pricing' | 'inventoryKey'>,
  currency: Currency,
  providers: readonly PaymentProvider[],
): Record<string, ReactNode> {
  const prices = new Set(allSelections(product.properties).map((selection) => variantPrice(product, selection).price));
  const entries: Array<[string, ReactNode]> = [];
  for (const price of prices) {
    const messages = financingMessages({ amount: price, currency }, providers);
    if (messages.length > 0) entries.push([String(price), <FinancingMessages messages={messages} />]);
  }
  return Object.fromEntries(entries);
}
