import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import type { Deps } from '../../src/context';
import type { Database } from '../../src/db/client';
import { loadSessionKey } from '../../src/db/repositories/app-secrets';
import { memoryStores } from '../../src/stores/memory';

/**
 * The API as main.ts builds it, on a database the caller opened (tests that need their own database or logger, and
 * the benches), not yet ready (routes can still be added): in-process stores, the real clock, nestwood as the default brand, no cross-origin callers.
 */
export async function buildStoreApp(db: Database, options: AppOptions = {}, deps: Partial<Deps> = {}): Promise<FastifyInstance> {
  return buildApp(
    {
      db,
      stores: memoryStores(),
      now: () => new Date(),
      sessionKey: await loadSessionKey(db),
      defaultBrand: 'nestwood',
      allowedOrigins: [],
      ...deps,
    },
    options,
  );
}
