import { z } from 'zod';
import { catalogFileSchema } from './sections';

/**
 * The JSON Schema of the file format (docs/catalog-file.schema.json), generated from the zod schemas. It describes the
 * file as the importer reads it: unknown fields are refused (`additionalProperties: false`), and a field with a default
 * may be left out, so it is not listed as required.
 */
export function catalogFileJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(catalogFileSchema, {
      target: 'draft-2020-12',
      unrepresentable: 'throw',
      reused: 'ref',
      override: ({ jsonSchema }) => dropDefaultedFromRequired(jsonSchema),
    }),
    title: 'Store catalogue file, version 1',
    description: "A brand's store data as a file: see docs/catalog-file.md.",
  };
}

function dropDefaultedFromRequired(schema: z.core.JSONSchema.BaseSchema): void {
  const { properties, required } = schema;
  if (!properties || !required) return;
  const optional = new Set(
    Object.entries(properties).flatMap(([key, property]) => (typeof property === 'object' && 'default' in property ? [key] : [])),
  );
  if (optional.size > 0) schema.required = required.filter((key) => !optional.has(key));
}

/** The committed file's text: two-space indent and a final newline, as prettier leaves JSON. */
export function catalogFileJsonSchemaText(): string {
  return `${JSON.stringify(catalogFileJsonSchema(), null, 2)}\n`;
}
