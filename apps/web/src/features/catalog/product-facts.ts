import type { BrandConfig } from '@store/core/brands';
import { SIZE_DIMENSIONS, SIZE_KEYS, SIZE_LABELS, WEIGHTS, DEFAULT_WEIGHT, type SizeKey } from '@store/core/enums';
import type { Product } from '@store/core/product';

export interface CoverageLine {
  label: string;
  text: string;
}

/** SPEC §9: 1-year warranty for some bedding and furniture. */
const BEDDING_WARRANTY = '1-year warranty';

/** SPEC §9 copy claims by product group: mattress trial and warranty, bedding trial, frame trial and warranty, furniture warranty. */
export function coverageCopy(product: Pick<Product, 'attributes' | 'name'>, copy: BrandConfig['copy']): CoverageLine[] {
  const mattressLines = [
    { label: 'Trial', text: copy.mattressTrial },
    { label: 'Warranty', text: copy.mattressWarranty },
  ];
  const beddingLines = [
    { label: 'Trial', text: copy.beddingTrial },
    { label: 'Warranty', text: BEDDING_WARRANTY },
  ];
  const frameLines = [
    { label: 'Trial', text: copy.frameTrial },
    { label: 'Warranty', text: copy.frameWarranty },
  ];
  switch (product.attributes.group) {
    case 'mattress':
      return mattressLines;
    case 'bundle':
      return product.attributes.markers.includes('soft-good') ? beddingLines : mattressLines;
    case 'bedding':
      return beddingLines;
    case 'bed-frame':
    case 'bedroom-set':
      return frameLines;
    case 'furniture':
      return [
        { label: 'Trial', text: copy.frameTrial },
        { label: 'Warranty', text: BEDDING_WARRANTY },
      ];
    case 'kids':
      return product.name.includes('mattress') ? mattressLines : frameLines;
    case 'warranty':
    case 'service':
      return [];
  }
}

/** A size option value as a size key: the key itself ('twinXL') or its label ('Twin XL'); null otherwise. */
export function sizeKeyOf(value: string): SizeKey | null {
  return SIZE_KEYS.find((key) => key === value || SIZE_LABELS[key] === value) ?? null;
}

export interface SizeRow {
  label: string;
  dimensions: string;
}

/** SPEC §3 dimension table rows for the product's mattress sizes; empty when it has no Size property of mattress sizes. */
export function sizeDimensionRows(product: Pick<Product, 'properties'>): SizeRow[] {
  const size = product.properties.find((p) => p.name === 'Size');
  if (size === undefined) return [];
  return size.options.flatMap((option) => {
    const key = sizeKeyOf(option.value);
    const dims = key === null ? undefined : SIZE_DIMENSIONS[key];
    return key === null || dims === undefined
      ? []
      : [{ label: SIZE_LABELS[key], dimensions: `${dims.width}x${dims.length}x${dims.height}` }];
  });
}

export interface WeightAdvice {
  text: string;
  weights: readonly number[];
  defaultWeight: number;
}

/** SPEC §9: weighted blankets come in 15, 20 and 25 lbs (default 15); advice is 8-15% of body weight. */
export function weightAdvice(product: Pick<Product, 'properties'>): WeightAdvice | null {
  if (!product.properties.some((p) => p.name === 'Weight')) return null;
  return { text: 'Choose a blanket of about 8-15% of your body weight.', weights: WEIGHTS, defaultWeight: DEFAULT_WEIGHT };
}
