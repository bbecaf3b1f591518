import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_PAYMENTS_REFUSAL } from '../src/env';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'store-start-refusal-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * The entry point run as a deploy would, NODE_ENV=production and PAYMENTS_MODE forgotten. No DATABASE_URL: the API
 * would create its PGlite folder and the worker would stop for want of PostgreSQL, were they not refused first.
 */
function start(entry: string) {
  const { PAYMENTS_MODE: _mode, ALLOW_SANDBOX_PAYMENTS: _allow, DATABASE_URL: _url, ...inherited } = process.env;
  const dataDir = path.join(scratch, path.basename(path.dirname(entry)));
  const result = spawnSync(process.execPath, ['--import', 'tsx', entry], {
    cwd: apiDir,
    encoding: 'utf8',
    env: {
      ...inherited,
      NODE_ENV: 'production',
      DATABASE_DIR: dataDir,
      CLIENT_ADDRESS_SECRET: 'c'.repeat(32),
      API_PORT: '9',
    },
  });
  return { ...result, dataDir };
}

describe('a production process with sandbox payments does not start', () => {
  it.each(['src/main.ts', 'src/worker/main.ts'])('%s exits 1 with the one-line refusal, before opening anything', (entry) => {
    const result = start(entry);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`${SANDBOX_PAYMENTS_REFUSAL}\n`);
    expect(result.stdout).toBe('');
    expect(existsSync(result.dataDir)).toBe(false);
  });
});
