/**
 * The closed sets of the collection and bundle catalogue data, apart from their zod schemas (collection-schema.ts) so
 * the product page reads them without shipping zod.
 */

/** The kinds of piece a collection offers with its main product. */
export const COLLECTION_ITEM_TYPES = ['nightstand', 'dresser', 'chest', 'headboard'] as const;
export type CollectionItemType = (typeof COLLECTION_ITEM_TYPES)[number];

/**
 * How a piece's colour is chosen: `match-main` takes the main piece's colour (a nightstand in the bed's finish; not
 * offered when it does not come in it), `own-default` is the piece's own default colour whatever the main piece's, and
 * `shopper-choice` lets the shopper pick any colour the piece comes in.
 */
export const COLOR_RULES = ['match-main', 'own-default', 'shopper-choice'] as const;
export type ColorRule = (typeof COLOR_RULES)[number];

/** The parts of a bundle page (bundlePageProducts), in the order the page offers them: the base first. */
export const BUNDLE_PART_SLOTS = ['base', 'furniture', 'headboardAddon', 'extend'] as const;
export type BundlePartSlot = (typeof BUNDLE_PART_SLOTS)[number];
