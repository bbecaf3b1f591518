/** Properties sort in a fixed order, ranks 1 to 9; unknown names go after them, alphabetically. */
export const PROPERTY_ORDER = ['Size', 'Color', 'Weight', 'Leg', 'Pillow', 'Arm', 'Base', 'Material', 'Quantity'] as const;

/** Rank 1..9 of a property name; names outside the list rank after all of them. */
export function propertyRank(name: string): number {
  const index = (PROPERTY_ORDER as readonly string[]).indexOf(name);
  return index === -1 ? PROPERTY_ORDER.length + 1 : index + 1;
}

/** Sorts properties by their fixed rank, ties broken by name so the order is total. */
export function sortProperties<T extends { name: string }>(properties: readonly T[]): T[] {
  return [...properties].sort((a, b) => propertyRank(a.name) - propertyRank(b.name) || a.name.localeCompare(b.name));
}
