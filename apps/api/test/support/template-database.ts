import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { openDatabase } from '../../src/db/client';
import { MIGRATIONS_FOLDER } from '../../src/paths';

/**
 * Every API test file needs a freshly migrated database. Migrating costs the same each time, so the migrations are
 * applied once into a template, named by a hash of the migration files (a new or changed migration makes a new one),
 * and each file starts from a copy: PGlite loads a dump of the migrated template; PostgreSQL copies a template database
 * (`CREATE DATABASE ... TEMPLATE`). Test workers race to make the template: PGlite's dump is written to a temporary
 * name then renamed (the last writer wins with identical bytes); PostgreSQL's is made under an advisory lock.
 */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(MIGRATIONS_FOLDER, full)).update('\0').update(readFileSync(full)).update('\0');
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated PGlite template's dump: read from the temp folder, or made there once. */
export function pgliteTemplateDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = path.join(os.tmpdir(), `store-test-template-${migrationsHash()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const handle = await openDatabase({ memory: true });
    await handle.migrate();
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const partial = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return pgliteTemplate;
}

/** An arbitrary number the template makers agree on, so two workers never migrate the same template at once. */
const TEMPLATE_LOCK = 741_205;

/**
 * The name of the migrated template database on `server` (made once per migration hash, under an advisory lock).
 * Templates of earlier hashes are left alone: another run may still be copying one.
 */
export async function postgresTemplate(server: string): Promise<string> {
  const name = `test_template_${migrationsHash()}`;
  const admin = postgres(server, { max: 1, onnotice: () => undefined });
  try {
    await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
    const [existing] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!existing) {
      // A half-made one is what a killed run left.
      await admin.unsafe(`drop database if exists ${name}_making with (force)`);
      await admin.unsafe(`create database ${name}_making`);
      const target = new URL(server);
      target.pathname = `/${name}_making`;
      const handle = await openDatabase({ url: target.toString() });
      await handle.migrate();
      await handle.close();
      // Made under another name and renamed when whole, so a template that exists is a migrated one.
      await admin.unsafe(`alter database ${name}_making rename to ${name}`);
    }
    return name;
  } finally {
    await admin`select pg_advisory_unlock(${TEMPLATE_LOCK})`.catch(() => undefined);
    await admin.end();
  }
}
