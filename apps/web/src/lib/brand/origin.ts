/** Absolute URL of a storefront path on an origin (a brand's, lib/brand/brand-param.ts); one slash between them. */
export function absoluteUrl(origin: string, path: string): string {
  const clean = path === '' || path === '/' ? '/' : `/${path.replace(/^\/+/, '')}`;
  return `${origin.replace(/\/+$/, '')}${clean}`;
}
