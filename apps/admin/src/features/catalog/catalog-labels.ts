import type { ProductGroup } from '@store/core/product';
import type { BadgeTone } from '../../components/ui/badge';

export const GROUP_LABELS: Record<ProductGroup, string> = {
  mattress: 'Mattress',
  'bed-frame': 'Bed frame',
  bedding: 'Bedding',
  furniture: 'Furniture',
  bundle: 'Bundle',
  'bedroom-set': 'Bedroom set',
  kids: 'Kids',
  warranty: 'Warranty',
  service: 'Service',
};

/** A product's availability in one word: every variant sold, some, or none. */
export function availabilityBadge(row: { variants: number; activeVariants: number; availableVariants: number }): {
  label: string;
  tone: BadgeTone;
} {
  if (row.activeVariants === 0) return { label: 'Not sold', tone: 'bad' };
  if (row.availableVariants === 0) return { label: 'Sold out', tone: 'bad' };
  if (row.availableVariants < row.variants) return { label: 'Partly available', tone: 'warn' };
  return { label: 'Available', tone: 'good' };
}
