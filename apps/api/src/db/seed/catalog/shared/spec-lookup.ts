import type { ProductSpec, PropertySpec } from '../spec-types';

/** The spec with this id; a missing one is a catalogue authoring error. */
export function specById(specs: readonly ProductSpec[], id: string): ProductSpec {
  const spec = specs.find((s) => s.id === id);
  if (!spec) throw new Error(`Catalogue spec ${id} not found`);
  return spec;
}

/** The named property of a spec, if it has one (bundles reuse a component's colours). */
export function propertyOf(spec: ProductSpec, name: PropertySpec['name']): PropertySpec | undefined {
  return spec.properties?.find((p) => p.name === name);
}
