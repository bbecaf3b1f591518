import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { REPO_ROOT } from '../src/paths';
import { catalogExportCommand, catalogImportCommand, seedDemoCommand } from '../src/cli/catalog-commands';
import { openTestDatabase } from './support/test-database';
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
/** What a command prints after an import that wrote: the engine it wrote to. */
const IMPORTED = `imported (${process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'})`;

/**
 * Each command runs here as its file runs it from the command line (catalog-import.ts, ...: the same function), as a
 * person would from a folder of their own (npm's INIT_CWD), on the test's database. One run goes through npm and a
 * process of its own on a new PGlite folder, for what only that proves (the script, opening and migrating the folder,
 * the exit code, the printing); a process costs seconds of TypeScript compiling, so the others stay in this one.
 */
beforeAll(() => vi.stubEnv('INIT_CWD', work));
afterAll(() => vi.unstubAllEnvs());

type Command = typeof catalogImportCommand;

/** A fresh database for a sequence of commands, and a runner of them on it: exit code and printed lines. */
async function commandsOnNewDatabase() {
  const handle = await openTestDatabase();
  onTestFinished(() => handle.close());
  return async (command: Command, args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const output = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
    const code = await command(args, (task) => task(handle), output);
    return { code, out, err };
  };
}

/** `npm run <script> -- ...args` in a process of its own, from the work folder, on the PGlite folder `dir` there. */
function npm(script: string, dir: string, ...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', '--prefix', REPO_ROOT, script, '--', ...args], {
    cwd: work,
    env: { ...process.env, DATABASE_URL: '', DATABASE_DIR: path.join(work, dir), INIT_CWD: undefined },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout.trim().split('\n'), err: result.stderr.trim().split('\n') };
}

describe('npm run catalog:import and catalog:export', () => {
  it('refuses a wrong file with every error, then dry-runs, imports, finds no changes and exports', async () => {
    const good = smallCatalogFile();
    const bad = structuredClone(good) as unknown as { products: Array<{ pricing: { price: { amount: number } } }> };
    bad.products[0]!.pricing.price.amount = 899.99;
    writeFileSync(path.join(work, 'bad.json'), JSON.stringify(bad));
    writeFileSync(path.join(work, 'good.json'), JSON.stringify(good));
    const run = await commandsOnNewDatabase();

    expect(await run(catalogImportCommand, ['bad.json'])).toEqual({
      code: 1,
      out: [],
      err: [
        'bad.json: products[0] (id cloud-mattress).pricing.price.amount: expected an integer number of cents',
        '1 error: nothing was imported',
      ],
    });
    const dry = await run(catalogImportCommand, ['good.json', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.out.at(-1)).toBe('dry run: nothing written');
    expect(await run(catalogExportCommand, ['empty.json', '--brand', 'nestwood', '--sections', 'products'])).toEqual({
      code: 0,
      out: ['nestwood: empty.json'],
      err: [],
    });
    expect(JSON.parse(readFileSync(path.join(work, 'empty.json'), 'utf8')).products).toEqual([]);

    const imported = await run(catalogImportCommand, ['good.json']);
    expect(imported.code).toBe(0);
    expect(imported.out[0]).toBe('nestwood products: 3 to add, 0 to change, 0 to remove');
    expect(imported.out.at(-1)).toBe(IMPORTED);
    expect((await run(catalogImportCommand, ['good.json', '--brand', 'nestwood'])).out).toEqual([
      'nestwood: no changes',
      'no changes',
    ]);
    expect(await run(catalogExportCommand, ['out.json', '--brand', 'nestwood'])).toEqual({
      code: 0,
      out: ['nestwood: out.json'],
      err: [],
    });
    expect((await run(catalogImportCommand, ['out.json'])).out).toEqual(['nestwood: no changes', 'no changes']);
  });

  it('from the command line: the npm script migrates a new PGlite folder, imports the file named from the caller, prints the plan and exits 0', () => {
    writeFileSync(path.join(work, 'cli.json'), JSON.stringify(smallCatalogFile()));
    const imported = npm('catalog:import', 'cli-db', 'cli.json');
    expect(imported).toMatchObject({ code: 0, err: [''] });
    expect(imported.out[0]).toBe('nestwood products: 3 to add, 0 to change, 0 to remove');
    expect(imported.out.at(-1)).toBe('imported (pglite)');
  }, 60_000);

  it('db:seed --if-empty (npm start) fills a new database from demo/ and leaves one that has a catalogue', async () => {
    const run = await commandsOnNewDatabase();
    expect(await run(seedDemoCommand, ['--if-empty'])).toEqual({ code: 0, out: [IMPORTED], err: [] });
    expect(await run(seedDemoCommand, ['--if-empty'])).toEqual({ code: 0, out: [], err: [] });
    expect((await run(seedDemoCommand, [])).out).toEqual([...DEMO_BRANDS.map((brand) => `${brand}: no changes`), 'no changes']);
  }, 180_000);
});
