import type { SizeKey } from '../enums';
import { sizeKeyOf } from '../listing/listing-facets';
import type { Product } from '../product';
import { searchTokens } from './query';
import type { SearchCandidate } from './rank';

/** The parts of a product site search reads (the API selects only these, not whole documents). */
export interface SearchableProduct {
  title: string;
  group: Product['attributes']['group'];
  properties: ReadonlyArray<{
    name: string;
    options: ReadonlyArray<Pick<Product['properties'][number]['options'][number], 'value' | 'title' | 'outOfStock'>>;
  }>;
  summary: string;
  description: string;
  position: number;
}

/**
 * A product as site search ranks it: what it is is its group and its title's last word (the noun naming it: a
 * "Mattress Protector" is a protector, a "Kids Mattress" a mattress); sizes are its Size options in stock.
 */
export function searchCandidateOf(product: SearchableProduct): SearchCandidate {
  const head = searchTokens(product.title, Infinity).at(-1) ?? '';
  const sizes = (product.properties.find((p) => p.name === 'Size')?.options ?? [])
    .filter((option) => !option.outOfStock)
    .map((option) => sizeKeyOf(option.value))
    .filter((size): size is SizeKey => size !== null);
  return {
    title: product.title,
    kind: `${product.group.replace(/-/g, ' ')} ${head}`,
    sizes,
    variants: product.properties.flatMap((p) => p.options.map((option) => option.title)).join(' '),
    description: `${product.summary} ${product.description}`,
    position: product.position,
  };
}
