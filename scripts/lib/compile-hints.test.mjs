import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints } from './compile-hints.mjs';

describe('addCompileHints', () => {
  it('starts every script of the folder with the hint, once, and leaves other files and folders alone', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    writeFileSync(path.join(dir, 'a.js'), '(globalThis.TURBOPACK||[]).push([1,e=>{}]);');
    writeFileSync(path.join(dir, 'b.css'), 'p{color:red}');
    writeFileSync(path.join(dir, 'c.js'), '//# allFunctionsCalledOnLoad\nx();');
    mkdirSync(path.join(dir, 'pages.js'));

    expect(addCompileHints(dir)).toBe(1);
    expect(readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe(
      '//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([1,e=>{}]);',
    );
    expect(readFileSync(path.join(dir, 'b.css'), 'utf8')).toBe('p{color:red}');
    expect(readFileSync(path.join(dir, 'c.js'), 'utf8')).toBe('//# allFunctionsCalledOnLoad\nx();');

    expect(addCompileHints(dir)).toBe(0);
    expect(readFileSync(path.join(dir, 'a.js'), 'utf8').split('allFunctionsCalledOnLoad')).toHaveLength(2);
  });
});
