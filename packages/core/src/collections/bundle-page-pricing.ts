import type { Currency } from '../money';
import type { PricingEntry, Product } from '../product';
import { err, ok, type Result } from '../result';
import { allSelections, buildVariantSku } from '../variant';
import { bundleSummary, fittedChoice, type BundleChoice, type BundleOffer } from './bundle-offer';
import type { PartPrice } from './part-price';

/** The picks a bundle page opens with in a size: each required part's first product that comes in it, no optional part. */
export function defaultBundleChoice(offer: BundleOffer, size: string | undefined): BundleChoice {
  return fittedChoice(offer, size, { picks: {}, colors: {} });
}

/**
 * What a bundle page's default choice costs in a size: the total the page shows as it opens and the cart charges when
 * that choice is added (each part priced like its cart line). Null when the bundle cannot be built in that size.
 */
export function bundleDefaultPrice(offer: BundleOffer, size: string | undefined): PartPrice | null {
  const summary = bundleSummary(offer, size, defaultBundleChoice(offer, size));
  return summary.blocker === null ? summary.total : null;
}

/**
 * The bundle page product's own price, one entry per sku: its size's default choice (`bundleDefaultPrice`), so a
 * listing card, the page's structured data and everything else that reads the product's price shows what the page's
 * total and the cart say for that choice. Refused when a size it sells cannot be built.
 */
export function bundlePagePricing(
  offer: BundleOffer,
  product: Pick<Product, 'inventoryKey' | 'properties'>,
  currency: Currency,
): Result<PricingEntry[]> {
  const entries: PricingEntry[] = [];
  for (const selection of allSelections(product.properties)) {
    const price = bundleDefaultPrice(offer, selection.Size);
    if (price === null) return err('BAD_REQUEST', `${offer.bundle.title} cannot be built in ${selection.Size ?? 'its size'}`);
    entries.push({
      sku: buildVariantSku(product.inventoryKey, product.properties, selection),
      totalPrice: { amount: price.finalPrice, currency },
      discountedPrice: { amount: price.finalPrice, currency },
      totalValue: { amount: price.totalValue, currency },
      listPrice: { amount: price.totalValue, currency },
    });
  }
  return ok(entries);
}
