// The repository stands on its own: a comment, a test name or a document states its rule or its reason, and never
// points at a document a reader of this repository does not have (a section of the product specification or of the
// design notes, or a numbered work item). This test reads every tracked text file and names each line that does.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A section of the specification or the design notes (its name, then § and a number), or a numbered work item. */
const OUTSIDE_REFERENCE = /\b(?:SPEC|DESIGN) §|\b[Ii]ssue [0-9]+\b/;

/** The lines of a text that point outside the repository, as `line: text`. */
function outsideReferences(text) {
  return text.split('\n').flatMap((line, i) => (OUTSIDE_REFERENCE.test(line) ? [`${i + 1}: ${line.trim().slice(0, 160)}`] : []));
}

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '');

/** A tracked file's text, or null for a binary file (one with a NUL byte) or one gone from the working tree. */
function textOf(file) {
  try {
    const bytes = readFileSync(path.join(root, file));
    return bytes.includes(0) ? null : bytes.toString('utf8');
  } catch {
    return null;
  }
}

const found = new Map(
  tracked.flatMap((file) => {
    const text = textOf(file);
    const lines = text === null ? [] : outsideReferences(text);
    return lines.length > 0 ? [[file, lines]] : [];
  }),
);

describe('outsideReferences', () => {
  // Built from parts, so this file holds no reference itself and is read like every other.
  const section = (doc, n) => `${doc} §${n}`;
  const item = (word, n) => `${word} ${n}`;
  it.each([
    ['a specification section in a comment', `/** ${section('SPEC', 4)}: a cart is sorted. */`, true],
    ['a design section in a test name', `describe('${section('DESIGN', '5.2')} money', () => {`, true],
    ['a work item in a test name', `it('${item('issue', 12)} rule: the listing price is the card price', () => {`, true],
    ['a work item in a table', `| Gift offers are exclusive (${item('Issue', 7)} item 23) | done |`, true],
    ['a rule stated in words', '/** A cart is sorted: each top-level line in the order added, then its children. */', false],
    ['a section of a public standard', '// RFC 9110 §15.5.6: a request-target that is not a path is refused.', false],
    ['the word issue without a number', "it('the issue of a gift card is logged', () => {", false],
    ['a name that ends in issue', 'const tissue12 = 1;', false],
  ])('%s', (_name, line, expected) => {
    expect(outsideReferences(line).length > 0).toBe(expected);
  });

  it('names the line number and the text', () => {
    expect(outsideReferences(`first\n  // as ${section('SPEC', 9)} says\nlast`)).toEqual([`2: // as ${section('SPEC', 9)} says`]);
  });
});

describe('no tracked file points at a document outside the repository', () => {
  it('every tracked file is free of such references (file: line: text)', () => {
    const offending = [...found].flatMap(([file, lines]) => lines.map((line) => `${file}:${line}`));
    expect(offending).toEqual([]);
  });
});
