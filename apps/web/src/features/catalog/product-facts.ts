import { SIZE_LABELS, WEIGHTS, DEFAULT_WEIGHT } from '@store/core/enums';
import { sizeKeyOf } from '@store/core/listing/listing-facets';
import type { Product, SizeGuide } from '@store/core/product';

export interface CoverageLine {
  label: string;
  text: string;
}

/** Trial and warranty of the product, from its own catalogue data (content.coverage), so the page says what its description says. */
export function coverageCopy(product: Pick<Product, 'content'>): CoverageLine[] {
  const coverage = product.content.coverage;
  if (coverage === undefined) return [];
  return [
    ...(coverage.trial === null ? [] : [{ label: 'Trial', text: coverage.trial }]),
    ...(coverage.warranty === null ? [] : [{ label: 'Warranty', text: coverage.warranty }]),
  ];
}

export interface SizeRow {
  label: string;
  dimensions: string;
}

export interface SizeGuideView {
  caption: string;
  rows: SizeRow[];
}

const CAPTIONS: Record<SizeGuide['measures'], string> = {
  outer: 'Width x length x height, in inches',
  fits: 'Fits a mattress of width x length, up to this deep, in inches',
};

/** The product's own size guide (content.sizeGuide), one row per size; null when the product has no dimensions. */
export function sizeGuideView(product: Pick<Product, 'content' | 'properties'>): SizeGuideView | null {
  const guide = product.content.sizeGuide;
  if (guide === undefined) return null;
  const options = product.properties.find((p) => p.name === 'Size')?.options ?? [];
  const rows = guide.rows.map((row) => {
    const key = row.size === null ? null : sizeKeyOf(row.size);
    const title = options.find((o) => o.value === row.size)?.title;
    const label = row.size === null ? 'One size' : key !== null ? SIZE_LABELS[key] : (title ?? row.size);
    const measures = [row.width, row.length, ...(row.height === null ? [] : [row.height])];
    return { label, dimensions: measures.join('x') };
  });
  return { caption: CAPTIONS[guide.measures], rows };
}

export interface WeightAdvice {
  text: string;
  weights: readonly number[];
  defaultWeight: number;
}

/** Weighted blankets come in 15, 20 and 25 lbs (default 15); advice is 8-15% of body weight. */
export function weightAdvice(product: Pick<Product, 'properties'>): WeightAdvice | null {
  if (!product.properties.some((p) => p.name === 'Weight')) return null;
  return { text: 'Choose a blanket of about 8-15% of your body weight.', weights: WEIGHTS, defaultWeight: DEFAULT_WEIGHT };
}
