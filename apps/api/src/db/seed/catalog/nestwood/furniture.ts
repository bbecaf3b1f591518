import type { BrandKey } from '@store/core';
import type { ProductSpec } from '../spec-types';
import { copyOf } from '../shared/copy';
import { furnitureSpec } from '../shared/templates';
import { COLLECTION_FURNITURE_ROWS } from './furniture-collections';
import { dims, WOODS, type FurnitureRow } from './furniture-row';

/** Case goods of the /furniture/ pages: nightstands, dressers, chests and a cabinet, by collection. */
const ROWS: FurnitureRow[] = [
  {
    id: '2-drawer-nightstand',
    title: '2-Drawer Nightstand',
    inventoryKey: 'NS2DRAWER',
    listPrice: 24900,
    discount: 20,
    colors: ['white', 'oak', 'walnut'],
    markers: ['bestseller'],
    dimensions: dims(22, 16, 24),
    media: { style: 'nightstand' },
    copy: [
      'A compact two-drawer nightstand that fits beside any bed.',
      'Two smooth-gliding drawers hold books, chargers and glasses, and the top is sized for a lamp and a mug. Assembly takes about 20 minutes.',
      ['Two metal-glide drawers', 'Fits most bed heights', 'Three finishes'],
    ],
  },
  {
    id: '4-drawer-dresser',
    title: '4-Drawer Dresser',
    inventoryKey: 'DR4DRAWER',
    listPrice: 89900,
    discount: 20,
    colors: ['white', 'oak', 'walnut'],
    dimensions: dims(40, 18, 44),
    media: { style: 'dresser' },
    copy: [
      'A tall four-drawer dresser with deep drawers for folded clothes.',
      'Four full-extension drawers with anti-tip hardware give plenty of storage on a small footprint. Solid wood drawer fronts resist chipping.',
      ['Four full-extension drawers', 'Anti-tip kit included', 'Solid wood drawer fronts'],
    ],
  },
  {
    id: '2-drawer-top-storage-cabinet',
    title: '2-Drawer Top Storage Cabinet',
    inventoryKey: 'CAB2DRAWER',
    listPrice: 49900,
    discount: 15,
    colors: ['white', 'oak'],
    dimensions: dims(32, 16, 34),
    media: { style: 'cabinet' },
    copy: [
      'Two top drawers over an adjustable-shelf cabinet for flexible storage.',
      'Store small items in the drawers and bulky ones behind the soft-close doors. The interior shelf adjusts to three heights.',
      ['Two top drawers', 'Soft-close cabinet doors', 'Adjustable interior shelf'],
    ],
  },
  {
    id: 'socalle-nightstand',
    title: 'Socalle Nightstand',
    inventoryKey: 'SOCNS',
    listPrice: 29900,
    discount: 20,
    colors: ['oak', 'walnut'],
    dimensions: dims(24, 16, 22),
    media: { style: 'socalle-nightstand' },
    copy: [
      'The Socalle nightstand: one drawer over an open shelf, in warm oak.',
      'A slim drawer keeps essentials close and the open shelf shows off books or a basket. Tapered legs match the Socalle bed.',
      ['Drawer plus open shelf', 'Tapered solid legs', 'Matches the Socalle bed'],
    ],
  },
  {
    id: 'calverson-drawer-nightstand',
    title: 'Calverson Drawer Nightstand',
    inventoryKey: 'CALVNS',
    listPrice: 34900,
    discount: 20,
    colors: WOODS,
    dimensions: dims(22, 17, 24),
    media: { style: 'calverson-nightstand' },
    copy: [
      'A mid-century two-drawer nightstand with splayed legs.',
      'Rounded drawer pulls and splayed legs echo the Calverson bed, and dovetailed drawers are built to last.',
      ['Dovetailed drawers', 'Splayed mid-century legs', 'Walnut or oak finish'],
    ],
  },
  {
    id: 'zadilyn-usb-charging-nightstand',
    title: 'Zadilyn USB Charging Nightstand',
    inventoryKey: 'ZADNS',
    listPrice: 37900,
    discount: 20,
    colors: ['walnut', 'grey'],
    dimensions: dims(24, 16, 25),
    media: { style: 'zadilyn-nightstand' },
    copy: [
      'A walnut-finish nightstand with a built-in USB-A, USB-C and outlet strip.',
      'Charge phones and watches without hunting for an outlet. Two drawers and a cord cut-out keep the top clear.',
      ['USB-A, USB-C and AC outlets', 'Two soft-close drawers', 'Rear cord cut-out'],
    ],
  },
  {
    id: 'socalle-oak-finish-dresser',
    title: 'Socalle Oak Finish Dresser',
    inventoryKey: 'SOCDR',
    listPrice: 109900,
    discount: 20,
    colors: ['oak'],
    dimensions: dims(58, 18, 32),
    media: { style: 'socalle-dresser' },
    copy: [
      'A wide six-drawer dresser in oak finish, part of the Socalle collection.',
      'Six deep drawers on full-extension glides hold a season of clothes, and the wide top doubles as a media console.',
      ['Six full-extension drawers', 'Wide top for a TV or mirror', 'Anti-tip kit included'],
    ],
  },
  {
    id: 'calverson-midcentury-dresser',
    title: 'Calverson Mid-Century Dresser',
    inventoryKey: 'CALVDR',
    listPrice: 119900,
    discount: 20,
    colors: WOODS,
    dimensions: dims(60, 18, 33),
    media: { style: 'calverson-dresser' },
    copy: [
      'A long, low mid-century dresser with six dovetailed drawers.',
      'Calverson pairs a walnut-tone case with sculpted pulls and splayed legs. Felt-lined top drawers protect jewelry.',
      ['Six dovetailed drawers', 'Felt-lined top drawers', 'Splayed solid legs'],
    ],
  },
  {
    id: 'zadilyn-dresser-walnut-finish',
    title: 'Zadilyn Dresser, Walnut Finish',
    inventoryKey: 'ZADDR',
    listPrice: 129900,
    discount: 25,
    colors: ['walnut'],
    dimensions: dims(62, 19, 34),
    media: { style: 'zadilyn-dresser' },
    copy: [
      'A walnut-finish dresser with eight soft-close drawers.',
      'Eight drawers in two columns give each partner their own side, and soft-close runners keep early mornings quiet.',
      ['Eight soft-close drawers', 'Two-column layout', 'Matches the Zadilyn storage bed'],
    ],
  },
  {
    id: 'calverson-5-drawer-chest',
    title: 'Calverson 5-Drawer Chest',
    inventoryKey: 'CALVCH',
    listPrice: 99900,
    discount: 20,
    colors: WOODS,
    dimensions: dims(34, 18, 48),
    media: { style: 'calverson-chest' },
    copy: [
      'A tall five-drawer chest in the Calverson mid-century style.',
      'Vertical storage for small rooms: five graduated drawers on a splayed-leg base.',
      ['Five graduated drawers', 'Small footprint', 'Anti-tip kit included'],
    ],
  },
  {
    id: 'socalle-storage-chest',
    title: 'Socalle Storage Chest',
    inventoryKey: 'SOCCH',
    listPrice: 89900,
    discount: 20,
    colors: ['oak'],
    dimensions: dims(32, 17, 46),
    media: { style: 'socalle-chest' },
    copy: [
      'A five-drawer oak-finish chest that completes the Socalle bedroom.',
      'Deep drawers for sweaters and linens, with a slatted side detail that echoes the Socalle headboard.',
      ['Five deep drawers', 'Slatted side detail', 'Oak finish'],
    ],
  },
  {
    id: 'zadilyn-storage-chest-walnut',
    title: 'Zadilyn Storage Chest, Walnut',
    inventoryKey: 'ZADCH',
    listPrice: 99900,
    discount: 20,
    colors: ['walnut'],
    dimensions: dims(34, 18, 50),
    media: { style: 'zadilyn-chest' },
    copy: [
      'A five-drawer walnut chest with a charging-ready top.',
      'The Zadilyn chest adds vertical storage and a rear cord channel so you can charge devices on top.',
      ['Five soft-close drawers', 'Rear cord channel', 'Walnut finish'],
    ],
  },
];

/** Furniture specs with the brand's copy claims; each relates to the bed and nightstand it pairs with. */
export function nestwoodFurnitureSpecs(brand: BrandKey): ProductSpec[] {
  return [...ROWS, ...COLLECTION_FURNITURE_ROWS].map(({ copy: [summary, description, highlights], ...row }) =>
    furnitureSpec(brand, {
      relatedProducts: ['2-drawer-nightstand', '4-drawer-dresser', 'mattress'].filter((id) => id !== row.id),
      ...row,
      copy: copyOf(summary, description, highlights),
    }),
  );
}
