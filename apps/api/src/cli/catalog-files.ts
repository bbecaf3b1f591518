import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isBrandKey, type BrandKey } from '@store/core';
import { CATALOG_SECTIONS, type CatalogSection } from '@store/core/catalog-file/sections';
import type { CatalogInput } from '../use-cases/catalog/import-catalog';

/** A path as the person typed it: relative to where they ran npm (INIT_CWD), not to the package npm runs in. */
export function resolveFromCaller(target: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
}

/** The .json files a path names: the file itself, or every one under a folder, in name order. */
export function jsonFilesAt(target: string): string[] {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(target, name));
}

/** Each file read and parsed; a file that is not JSON is named with the parser's message. */
export function readCatalogInputs(files: readonly string[]): { inputs: CatalogInput[]; errors: string[] } {
  const inputs: CatalogInput[] = [];
  const errors: string[] = [];
  for (const file of files) {
    const name = path.relative(process.env.INIT_CWD ?? process.cwd(), file) || file;
    try {
      inputs.push({ name, data: JSON.parse(readFileSync(file, 'utf8')) as unknown });
    } catch (error) {
      errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { inputs, errors };
}

export function brandOption(value: string | undefined): BrandKey | undefined {
  if (value === undefined) return undefined;
  if (!isBrandKey(value)) throw new Error(`--brand ${value}: not a brand of this store`);
  return value;
}

export function sectionsOption(value: string | undefined): CatalogSection[] {
  if (value === undefined) return [...CATALOG_SECTIONS];
  const names = value.split(',').map((s) => s.trim());
  const unknown = names.filter((n) => !(CATALOG_SECTIONS as readonly string[]).includes(n));
  if (unknown.length > 0) throw new Error(`--sections: ${unknown.join(', ')} (sections are ${CATALOG_SECTIONS.join(', ')})`);
  return CATALOG_SECTIONS.filter((s) => names.includes(s));
}
