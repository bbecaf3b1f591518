import type { ColorRule } from '@store/core/collections/collection-kinds';
import type { CollectionItem } from '@store/core/collections/collection-schema';

/**
 * The designer beds' collections: each bed sells with its own nightstands (up to two, 10% off), dresser and chest (one
 * each, 15% off). A piece in the bed's finishes matches the bed's colour; a piece made in one finish comes in it; the
 * upholstered Lyncott bed has wood pieces the shopper picks a finish for.
 */
function collection(
  family: { nightstand: string; dresser: string; chest: string },
  rules: { nightstand: ColorRule; dresser: ColorRule; chest: ColorRule },
): CollectionItem[] {
  return [
    { type: 'nightstand', maximumQuantity: 2, productName: family.nightstand, colorRule: rules.nightstand, percentOff: 10 },
    { type: 'dresser', maximumQuantity: 1, productName: family.dresser, colorRule: rules.dresser, percentOff: 15 },
    { type: 'chest', maximumQuantity: 1, productName: family.chest, colorRule: rules.chest, percentOff: 15 },
  ];
}

const MATCHING = { nightstand: 'match-main', dresser: 'match-main', chest: 'match-main' } as const;

/** Bed id -> its collection. */
export const NESTWOOD_BED_COLLECTIONS: Readonly<Record<string, CollectionItem[]>> = {
  'socalle-modern-platform-bed': collection(
    { nightstand: 'socalle-nightstand', dresser: 'socalle-oak-finish-dresser', chest: 'socalle-storage-chest' },
    { nightstand: 'match-main', dresser: 'own-default', chest: 'own-default' },
  ),
  'calverson-modern-platform-bed': collection(
    { nightstand: 'calverson-drawer-nightstand', dresser: 'calverson-midcentury-dresser', chest: 'calverson-5-drawer-chest' },
    MATCHING,
  ),
  'zadilyn-storage-bed': collection(
    {
      nightstand: 'zadilyn-usb-charging-nightstand',
      dresser: 'zadilyn-dresser-walnut-finish',
      chest: 'zadilyn-storage-chest-walnut',
    },
    MATCHING,
  ),
  'lyncott-upholstered-wood-bed': collection(
    { nightstand: 'lyncott-nightstand-usb-ports', dresser: 'lyncott-dresser', chest: 'lyncott-5-drawer-chest' },
    { nightstand: 'shopper-choice', dresser: 'shopper-choice', chest: 'shopper-choice' },
  ),
  'onita-modern-storage-bed': collection(
    { nightstand: 'onita-modern-nightstand', dresser: 'onita-modern-dresser', chest: 'onita-modern-storage-chest' },
    MATCHING,
  ),
  'cadmori-bed-frame': collection(
    {
      nightstand: 'cadmori-drawer-nightstand',
      dresser: 'cadmori-6-drawer-fluted-dresser',
      chest: 'cadmori-5-drawer-fluted-chest',
    },
    MATCHING,
  ),
};
