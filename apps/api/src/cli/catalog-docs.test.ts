import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogFileJsonSchema } from '@store/core/catalog-file/json-schema';
import { parseCatalogFile } from '@store/core/catalog-file/parse';
import { formatErrors } from '@store/core/catalog-file/issues';
import { REPO_ROOT } from '../paths';

const read = (name: string) => readFileSync(path.join(REPO_ROOT, 'docs', name), 'utf8');

describe('docs/catalog-file.schema.json', () => {
  it('is the JSON Schema the zod schemas give today (npm run catalog:schema writes it)', () => {
    expect(JSON.parse(read('catalog-file.schema.json'))).toEqual(catalogFileJsonSchema());
  });

  it('describes the envelope and every section, of which only the envelope is required', () => {
    const schema = catalogFileJsonSchema() as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(schema.properties)).toEqual([
      'format',
      'version',
      'brand',
      'products',
      'upsells',
      'coupons',
      'reviews',
      'reviewAlbums',
      'showrooms',
      'signals',
    ]);
    expect(schema.required).toEqual(['format', 'version', 'brand']);
  });
});

describe('docs/catalog-file.md', () => {
  it('its example is a valid file', () => {
    const example = /## A small example\s+```json\n([\s\S]*?)\n```/.exec(read('catalog-file.md'))?.[1];
    const result = parseCatalogFile(JSON.parse(example ?? 'null'));
    expect(result.ok ? [] : formatErrors(result.errors)).toEqual([]);
  });
});
