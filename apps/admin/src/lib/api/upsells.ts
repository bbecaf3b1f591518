import { queryOptions } from '@tanstack/react-query';
import type { UpsellFieldError } from '@store/core/catalog-admin/check-upsells';
import type { SavedUpsell, UpsellList } from '@store/core/catalog-admin/upsell-wire';
import type { UpsellItem } from '@store/core/upsell';
import { api, ApiError, readEnvelope } from './client';

export type { SavedUpsell, UpsellFieldError, UpsellItem, UpsellList };

/** A refused offer edit: the API's message and each problem at its field in the offer (shown beside the field). */
export class UpsellSaveError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly fieldErrors: UpsellFieldError[],
  ) {
    super(status, code, message);
    this.name = 'UpsellSaveError';
  }
}

/** A write with the field errors of a 400 kept (the shared client keeps only the message). */
async function send<T>(path: string, method: 'PUT' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers:
        body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The server could not be reached. Check the connection and try again.');
  }
  let payload: unknown = null;
  try {
    payload = JSON.parse(await res.text());
  } catch {
    payload = null;
  }
  const errors = (payload as { errors?: unknown } | null)?.errors;
  if (!res.ok && Array.isArray(errors)) {
    const { code, message } = payload as { code: string; message: string };
    throw new UpsellSaveError(res.status, code, message, errors as UpsellFieldError[]);
  }
  return readEnvelope<T>(res.status, res.statusText, payload);
}

export const upsellsQuery = (brand: string) =>
  queryOptions({
    queryKey: ['catalog', 'upsells', brand],
    queryFn: ({ signal }) => api<UpsellList>(`/admin/catalog/upsells?brand=${encodeURIComponent(brand)}`, { signal }),
  });

const brandPath = (brand: string) => `/admin/catalog/upsells/${encodeURIComponent(brand)}`;
const offerPath = (brand: string, name: string) => `${brandPath(brand)}/${encodeURIComponent(name)}`;

export const createUpsell = (brand: string, offer: UpsellItem) => send<SavedUpsell>(brandPath(brand), 'POST', { offer });

export const saveUpsell = (brand: string, name: string, version: string, offer: UpsellItem) =>
  send<SavedUpsell>(offerPath(brand, name), 'PUT', { version, offer });

export const removeUpsell = (brand: string, name: string, version: string) =>
  send<SavedUpsell>(`${offerPath(brand, name)}?version=${encodeURIComponent(version)}`, 'DELETE');
