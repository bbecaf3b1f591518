import type { CatalogApply, CatalogDryRun } from '@store/core/back-office/catalog-file-wire';
import { ApiError, readEnvelope } from './client';

export type { CatalogApply, CatalogDryRun, CatalogPlanRow } from '@store/core/back-office/catalog-file-wire';
export { CATALOG_FILE_BODY_LIMIT_BYTES } from '@store/core/back-office/catalog-file-wire';

/** Where the brand's catalogue file downloads from (a plain link: the API names the file {brand}.json). */
export const catalogFileUrl = (brand: string): string => `/admin/catalog/file?brand=${encodeURIComponent(brand)}`;

/**
 * Sends the file's text as it is (the plan's fingerprint is of these bytes, so it is never re-encoded) and reads the
 * envelope like every other call.
 */
async function sendFile<T>(path: string, text: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: text,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The server could not be reached. Check the connection and try again.');
  }
  const body = await res.text();
  let payload: unknown = null;
  try {
    payload = body === '' ? null : JSON.parse(body);
  } catch {
    payload = null;
  }
  if (res.status === 413 && payload === null)
    throw new ApiError(413, 'TOO_LARGE', 'The file is too large to upload (16 MB at most)');
  return readEnvelope<T>(res.status, res.statusText, payload);
}

/** What importing the file would do to the brand, row by row (writes nothing). */
export const dryRunCatalogFile = (brand: string, text: string) =>
  sendFile<CatalogDryRun>(`/admin/catalog/file/dry-run?brand=${encodeURIComponent(brand)}`, text);

/** Imports the file whose dry run had this fingerprint; a store changed since is a 409. */
export const applyCatalogFile = (brand: string, text: string, planHash: string) =>
  sendFile<CatalogApply>(
    `/admin/catalog/file/apply?brand=${encodeURIComponent(brand)}&plan=${encodeURIComponent(planHash)}`,
    text,
  );
