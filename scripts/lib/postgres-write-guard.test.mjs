import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardPostgresWrites } from './postgres-write-guard.mjs';
import { root } from './stack.mjs';

// The ESM entry (src/index.js) sits beside connection.js; resolved as the API workspace resolves `postgres`.
const entry = createRequire(path.join(root, 'apps/api/package.json')).resolve('postgres');
const driver = path.join(path.dirname(entry), '..', 'src/connection.js');

describe('the postgres driver write guard (scripts/lib/build-node.mjs)', () => {
  it('applies to the installed driver: nextWrite checks its socket, the close paths forget a queued write', () => {
    const patched = guardPostgresWrites(readFileSync(driver, 'utf8'));
    expect(patched).toMatch(/function nextWrite\(fn\) \{\n\s+if \(!socket\) \{/);
    expect(patched.match(/clearImmediate\(nextWriteTimer\)\n\s+chunk = nextWriteTimer = null/g)).toHaveLength(3); // nextWrite itself, terminate, closed
  });

  it('fails the build when the driver changed and the guard no longer applies', () => {
    expect(() => guardPostgresWrites('function nextWrite(fn) { return socket.write(chunk, fn) }')).toThrow(/not found/);
  });
});
