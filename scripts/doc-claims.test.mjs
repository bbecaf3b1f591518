// The README and docs/ name files as proof ("where", "proved by"): every file or folder they name must exist, so the
// docs cannot claim a test or a module that is not there (an outside audit found such claims once).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const FILE_LIKE = /^[\w.[\]\-/{},*()]+(\.(ts|tsx|mjs|js|json|sql|md|css)|\/)$/;

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

/** `a.{b,c}.ts(x)` names `a.b.ts`, `a.c.ts`, `a.b.tsx` and `a.c.tsx`. */
function expand(name) {
  const brace = name.match(/\{([^}]*)\}/);
  if (brace) return brace[1].split(',').flatMap((part) => expand(name.replace(brace[0], part)));
  const optional = name.match(/\(([^)]*)\)/);
  if (optional) return [...expand(name.replace(optional[0], '')), ...expand(name.replace(optional[0], optional[1]))];
  return [name];
}

function globRegex(name) {
  const body = name.replace(/[.+^$|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`(^|/)${body}$`);
}

/** A named file exists when a tracked file is it, ends with it, or (for a bare file name) has that name. */
function exists(name) {
  if (name.endsWith('/')) return tracked.some((f) => f.startsWith(name) || f.includes(`/${name}`));
  if (name.includes('*')) return tracked.some((f) => globRegex(name).test(f));
  return tracked.some((f) => f === name || f.endsWith(`/${name}`));
}

function namedFiles(doc) {
  const text = readFileSync(path.join(root, doc), 'utf8');
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
  return spans
    .filter((s) => FILE_LIKE.test(s) && !s.startsWith('/') && !s.startsWith('../') && !s.startsWith('.data'))
    .flatMap(expand);
}

describe('docs name only files that exist', () => {
  it.each(DOCS)('%s', (doc) => {
    const missing = [...new Set(namedFiles(doc))].filter((name) => !exists(name));
    expect(missing).toEqual([]);
  });
});
