import { FIRMNESS, type Firmness } from './enums';
import type { Product } from './product';
import type { Selection } from './variant';

function isFirmness(value: string | undefined): value is Firmness {
  return value !== undefined && (FIRMNESS as readonly string[]).includes(value);
}

/**
 * The firmness a product page has chosen (its firmnessType): the product's Firmness option the selection names (on a
 * /mattress/{material}/{firmness}/{size} page the path named it), else that property's default. Null when the product
 * offers no firmness, or when the chosen option is not one of the firmness types soft, firm and luxury-firm.
 */
export function firmnessTypeOf(product: Pick<Product, 'properties'>, selection: Readonly<Selection>): Firmness | null {
  const property = product.properties.find((p) => p.name === 'Firmness');
  if (property === undefined) return null;
  const named = selection.Firmness;
  const chosen = property.options.some((o) => o.value === named) ? named : property.defaultValue;
  return isFirmness(chosen) ? chosen : null;
}
