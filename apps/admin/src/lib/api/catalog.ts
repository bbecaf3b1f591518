import { queryOptions } from '@tanstack/react-query';
import type {
  CatalogProductDetail,
  CatalogProductRow,
  PriceCsvCheck,
  SavedProducts,
  VariantChange,
  VariantRowWire,
} from '@store/core/catalog-admin/wire';
import type { ProductFieldError } from '@store/core/catalog-admin/check-products';
import { api, ApiError, readEnvelope } from './client';

export type {
  CatalogProductDetail,
  CatalogProductRow,
  PriceCsvCheck,
  SavedProducts,
  VariantChange,
  VariantRowWire,
  ProductFieldError,
};

/** A refused save: the API's message and each problem at its path in the product (shown beside its field). */
export class CatalogSaveError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly fieldErrors: ProductFieldError[],
  ) {
    super(status, code, message);
    this.name = 'CatalogSaveError';
  }
}

/** PUT, POST and PATCH with the field errors of a 400 kept (the shared client keeps only the message). */
async function send<T>(path: string, method: 'PUT' | 'POST' | 'PATCH', body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
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
    throw new CatalogSaveError(res.status, code, message, errors as ProductFieldError[]);
  }
  return readEnvelope<T>(res.status, res.statusText, payload);
}

export interface ProductListFilter {
  brand?: string;
  group?: string;
  q?: string;
}

export const catalogProductsQuery = (filter: ProductListFilter) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return queryOptions({
    queryKey: ['catalog', 'products', filter],
    queryFn: ({ signal }) => api<{ products: CatalogProductRow[] }>(`/admin/catalog/products?${params}`, { signal }),
  });
};

const productPath = (brand: string, id: string) =>
  `/admin/catalog/products/${encodeURIComponent(brand)}/${encodeURIComponent(id)}`;

export const catalogProductQuery = (brand: string, id: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', brand, id],
    queryFn: ({ signal }) => api<CatalogProductDetail>(productPath(brand, id), { signal }),
  });

export const saveProduct = (brand: string, id: string, version: string, product: unknown) =>
  send<SavedProducts>(productPath(brand, id), 'PUT', { version, product });

export const variantsQuery = (brand: string) =>
  queryOptions({
    queryKey: ['catalog', 'variants', brand],
    queryFn: ({ signal }) =>
      api<{ brand: string; currency: string; variants: VariantRowWire[] }>(
        `/admin/catalog/variants?brand=${encodeURIComponent(brand)}`,
        {
          signal,
        },
      ),
  });

export const patchVariants = (brand: string, changes: VariantChange[]) =>
  send<SavedProducts>('/admin/catalog/variants', 'PATCH', { brand, changes });

export const checkPriceSheet = (brand: string, csv: string) =>
  send<PriceCsvCheck>('/admin/catalog/variants/csv', 'POST', { brand, csv });

export const priceSheetUrl = (brand: string) => `/admin/catalog/variants/csv?brand=${encodeURIComponent(brand)}`;

/** A new product at the end of the brand's catalogue (checked as a save is). */
export const createProduct = (brand: string, product: unknown) =>
  send<SavedProducts>(`/admin/catalog/products/${encodeURIComponent(brand)}`, 'POST', { product });
