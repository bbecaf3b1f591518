import type { BrandConfig, BrandKey } from '@store/core';
import type { Database } from './db/client';
import type { Stores } from './stores';

/** What every use case receives first (DESIGN §5.6): the brand the request belongs to. */
export interface RequestContext {
  brand: BrandKey;
  brandConfig: BrandConfig;
}

/** The composition root's wiring, passed explicitly; no container, no locator. */
export interface Deps {
  db: Database;
  stores: Stores;
  defaultBrand: BrandKey;
  allowedOrigins: readonly string[];
  now: () => Date;
}
