// The API's test files run one after another in each worker's process, sharing its modules (vitest `isolate: false`:
// importing the whole API again for every file cost more than the tests themselves). What a module memoises of one
// file's database must therefore not reach the next file: this runs before each file.
import { forgetCatalogMemos } from '../../src/use-cases/carts/catalog-memo';

forgetCatalogMemos();
