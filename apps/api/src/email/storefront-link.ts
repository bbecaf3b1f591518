/**
 * A page of the brand's storefront: the brand's origin (its channel's), or an origin template (env STOREFRONT_ORIGIN)
 * with `{brand}` replaced, then the path.
 */
export function storefrontLink(originTemplate: string, brand: string, path: string): string {
  return `${originTemplate.replaceAll('{brand}', brand).replace(/\/+$/, '')}${path}`;
}
