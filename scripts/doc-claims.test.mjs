// The README and docs/ name files as proof ("where", "proved by"): every file or folder they name must exist, so the
// docs cannot claim a test or a module that is not there (an outside audit found such claims once). The design document
// goes further: every code identifier it names in backticks must occur in the code, so it cannot describe a function,
// a type, a table or an environment variable that was renamed or never written.
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

/** The text of every backtick span of a document (fenced blocks hold no spans: a span never crosses a line). */
function spansOf(doc) {
  const text = readFileSync(path.join(root, doc), 'utf8');
  return [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
}

function namedFiles(doc) {
  return spansOf(doc)
    .filter((s) => FILE_LIKE.test(s) && !s.startsWith('/') && !s.startsWith('../') && !s.startsWith('.data'))
    .flatMap(expand);
}

describe('docs name only files that exist', () => {
  it.each(DOCS)('%s', (doc) => {
    const missing = [...new Set(namedFiles(doc))].filter((name) => !exists(name));
    expect(missing).toEqual([]);
  });
});

/** The documents whose backticked code identifiers must all occur in the code. */
const IDENTIFIER_CHECKED_DOCS = ['docs/architecture.md'];

/**
 * Names of things outside this repository that the design document may name in backticks although no file of ours
 * spells them (a library, a database feature). Keep it short: a name of ours never belongs here.
 */
const EXTERNAL_NAMES = new Set([]);

const CAMEL_CASE = /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/;
const PASCAL_CASE = /^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/;
const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;
const LOWER_SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;
/** `name`, `a.b.name` or a call of it, `name()` / `a.name(args)`: the parts are checked one by one. */
const DOTTED_OR_CALL = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(\(.*\))?$/;
const PATH_WITH_EXTENSION = /^[\w.@[\]\-{},*()]+\/[\w.@[\]\-/{},*()]*\.[a-z]{1,4}x?$/;

const looksLikeIdentifier = (part) =>
  CAMEL_CASE.test(part) || PASCAL_CASE.test(part) || UPPER_SNAKE.test(part) || LOWER_SNAKE.test(part);

/** Every word of the code: the files of packages/, apps/ and scripts/ (git's view, so node_modules and builds are out). */
function codeWords() {
  const words = new Set();
  const skip = /\.(png|jpe?g|gif|webp|ico|mp4|webm|woff2?)$/;
  for (const file of tracked) {
    if (!/^(packages|apps|scripts)\//.test(file) || skip.test(file) || file === 'scripts/doc-claims.test.mjs') continue;
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) words.add(word);
  }
  return words;
}

/** What a span names that must exist: its identifier parts, or the path it is. */
function claimsOf(span) {
  // `WORKER=off`, `...idempotentRoute(deps, scope)`: the name is what is claimed.
  const trimmed = span
    .trim()
    .replace(/^\.\.\./, '')
    .replace(/^([A-Z][A-Z0-9_]*)=\S*$/, '$1');
  if (PATH_WITH_EXTENSION.test(trimmed) && !trimmed.startsWith('/')) return [{ kind: 'path', name: trimmed }];
  const match = trimmed.match(DOTTED_OR_CALL);
  if (!match) return [];
  const parts = match[1].split('.');
  // `next.config.ts`, `globals.css`: a file name, checked as a file by the test above when it has a folder.
  if (match[2] === undefined && parts.length > 1 && /^(ts|tsx|mjs|js|json|sql|md|css|sh|svg)$/.test(parts.at(-1))) return [];
  return parts.filter(looksLikeIdentifier).map((name) => ({ kind: 'identifier', name }));
}

function missingClaims(doc, words) {
  const missing = new Set();
  for (const span of spansOf(doc))
    for (const claim of claimsOf(span)) {
      if (claim.kind === 'path' && !expand(claim.name).every(exists)) missing.add(claim.name);
      if (claim.kind === 'identifier' && !words.has(claim.name) && !EXTERNAL_NAMES.has(claim.name)) missing.add(claim.name);
    }
  return [...missing];
}

describe('the design document names only identifiers the code has', () => {
  const words = codeWords();

  it.each(IDENTIFIER_CHECKED_DOCS)('%s', (doc) => {
    expect(missingClaims(doc, words)).toEqual([]);
  });

  it('recognises the identifier forms it checks', () => {
    const names = (span) => claimsOf(span).map((c) => c.name);
    expect(names('changeSessionCart')).toEqual(['changeSessionCart']);
    expect(names('ProviderOutcome')).toEqual(['ProviderOutcome']);
    expect(names('beginAttempt()')).toEqual(['beginAttempt']);
    expect(names('app.close()')).toEqual([]);
    expect(names('deps.wakeJobs')).toEqual(['wakeJobs']);
    expect(names('PAYMENTS_MODE')).toEqual(['PAYMENTS_MODE']);
    expect(names('TAX_PROVIDER=taxjar')).toEqual(['TAX_PROVIDER']);
    expect(names('...idempotentRoute(deps, scope)')).toEqual(['idempotentRoute']);
    expect(names('email_sends')).toEqual(['email_sends']);
    expect(names('apps/api/src/app.ts')).toEqual(['apps/api/src/app.ts']);
    expect(names('GET /carts/my')).toEqual([]);
    expect(names('x-brand')).toEqual([]);
    expect(names('next.config.ts')).toEqual([]);
  });

  it('finds a made-up name', () => {
    expect(words.has('changeSessionCart')).toBe(true);
    expect(words.has('deleteUnusedCart')).toBe(false);
  });
});
