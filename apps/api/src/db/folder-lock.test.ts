import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDatabaseFolder } from './folder-lock';

const folder = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'folder-lock-')), 'pglite');

describe('the embedded database folder is one process’s', () => {
  it('takes a free folder beside it and gives it back', () => {
    const dir = folder();
    const release = lockDatabaseFolder(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses a folder a running process holds, naming it and the way out', () => {
    const dir = folder();
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDatabaseFolder(dir)).toThrow(
      `The embedded database in ${dir} is open in another process (pid ${process.ppid}, e.g. npm start): stop it first, or run the store on PostgreSQL (DATABASE_URL); if no store is running, delete ${dir}.lock`,
    );
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over the lock of a process that died', () => {
    const dir = folder();
    writeFileSync(`${dir}.lock`, '4194000');
    lockDatabaseFolder(dir)();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
