import { z } from 'zod';
import { catalogFileSchema } from './sections';

/** The JSON Schema of the file format (docs/catalog-file.schema.json), generated from the zod schemas. */
export function catalogFileJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(catalogFileSchema, { target: 'draft-2020-12', unrepresentable: 'throw', reused: 'ref' }),
    title: 'Store catalogue file, version 1',
    description: "A brand's store data as a file: see docs/catalog-file.md.",
  };
}

/** The committed file's text: two-space indent and a final newline, as prettier leaves JSON. */
export function catalogFileJsonSchemaText(): string {
  return `${JSON.stringify(catalogFileJsonSchema(), null, 2)}\n`;
}
