import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths';
import { smallCatalogFile } from './support/catalog-file';

/** The brands of demo/, in the order the importer reads their files (by path: driftvale-ca/ before driftvale/). */
const DEMO_BRANDS = [
  'arbor',
  'cloverlane',
  'driftvale-ca',
  'driftvale',
  'harbor',
  'hushly',
  'meadow',
  'nestwood-ca',
  'nestwood',
  'plume',
];

const work = mkdtempSync(path.join(tmpdir(), 'catalog-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `npm run <script> -- ...args` as a person would from a folder of their own, on a PGlite folder there. */
function npm(script: string, ...rest: Array<string | Record<string, string>>) {
  const args = rest.filter((a): a is string => typeof a === 'string');
  const env = Object.assign({}, ...rest.filter((a) => typeof a !== 'string')) as Record<string, string>;
  const result = spawnSync('npm', ['run', '--silent', '--prefix', REPO_ROOT, script, '--', ...args], {
    cwd: work,
    env: { ...process.env, DATABASE_URL: '', DATABASE_DIR: path.join(work, 'db'), ...env },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout.trim().split('\n'), err: result.stderr.trim().split('\n') };
}

describe('npm run catalog:import and catalog:export', () => {
  it('refuses a wrong file with every error, then dry-runs, imports, finds no changes and exports', () => {
    const good = smallCatalogFile();
    const bad = structuredClone(good) as unknown as { products: Array<{ pricing: { price: { amount: number } } }> };
    bad.products[0]!.pricing.price.amount = 899.99;
    writeFileSync(path.join(work, 'bad.json'), JSON.stringify(bad));
    writeFileSync(path.join(work, 'good.json'), JSON.stringify(good));

    expect(npm('catalog:import', 'bad.json')).toMatchObject({
      code: 1,
      err: [
        'bad.json: products[0] (id cloud-mattress).pricing.price.amount: expected an integer number of cents',
        '1 error: nothing was imported',
      ],
    });
    const dry = npm('catalog:import', 'good.json', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.out.at(-1)).toBe('dry run: nothing written');
    expect(npm('catalog:export', 'empty.json', '--brand', 'nestwood', '--sections', 'products').code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(work, 'empty.json'), 'utf8')).products).toEqual([]);

    const imported = npm('catalog:import', 'good.json');
    expect(imported.out[0]).toBe('nestwood products: 3 to add, 0 to change, 0 to remove');
    expect(imported.out.at(-1)).toBe('imported (pglite)');
    expect(npm('catalog:import', 'good.json', '--brand', 'nestwood').out).toEqual(['nestwood: no changes', 'no changes']);
    expect(npm('catalog:export', 'out.json', '--brand', 'nestwood')).toMatchObject({ code: 0, out: ['nestwood: out.json'] });
    expect(npm('catalog:import', 'out.json').out).toEqual(['nestwood: no changes', 'no changes']);
  }, 180_000);

  it('db:seed --if-empty (npm start) fills a new database from demo/ and leaves one that has a catalogue', () => {
    const env = { DATABASE_DIR: path.join(work, 'demo-db') };
    const first = npm('db:seed', '--if-empty', env);
    expect(first).toMatchObject({ code: 0, out: ['imported (pglite)'] });
    expect(npm('db:seed', '--if-empty', env)).toMatchObject({ code: 0, out: [''] });
    expect(npm('db:seed', env).out).toEqual([...DEMO_BRANDS.map((brand) => `${brand}: no changes`), 'no changes']);
  }, 180_000);
});
