import type { Product } from '@store/core/product';

/** What a copy is named by: its key, its page path's last segment, its title and the stem of its skus. */
export interface CopyNames {
  id: string;
  name: string;
  title: string;
  inventoryKey: string;
}

/** Suggested names of a copy: "-copy" keys, "COPY" sku stem, "(copy)" title. */
export function copyNames(product: Product): CopyNames {
  return {
    id: `${product.id}-copy`,
    name: `${product.name}-copy`,
    title: `${product.title} (copy)`,
    inventoryKey: `${product.inventoryKey}COPY`.slice(0, 40),
  };
}

/**
 * A new product made from an existing one: its names changed and every sku renamed to the new stem (availability,
 * parcels, per-sku prices), its page path ending in the new name. The store checks it as it checks any save (a sku
 * or a name another product has is refused).
 */
export function duplicateProduct(product: Product, names: CopyNames): Product {
  const sku = (key: string) =>
    key.startsWith(product.inventoryKey) ? `${names.inventoryKey}${key.slice(product.inventoryKey.length)}` : key;
  const renamed = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [sku(key), value]));
  const url = product.metadata.url.replace(/[^/]*$/, names.name);
  return {
    ...structuredClone(product),
    ...names,
    metadata: { ...product.metadata, url },
    availability: renamed(product.availability),
    skuData: renamed(product.skuData),
    pricing: Array.isArray(product.pricing)
      ? product.pricing.map((entry) => ({ ...entry, sku: sku(entry.sku) }))
      : product.pricing,
  };
}
