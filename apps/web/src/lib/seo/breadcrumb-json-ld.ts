/** One step of a breadcrumb trail: its name and its path on the brand's storefront ('/', '/mattresses'). */
export interface BreadcrumbStep {
  name: string;
  path: string;
}

/**
 * Schema.org BreadcrumbList of a page, Home first and the page itself last, each step an absolute URL on the
 * brand's origin (the same trail the visible breadcrumbs show).
 */
export function breadcrumbJsonLd(origin: string, steps: readonly BreadcrumbStep[]): Record<string, unknown> {
  const base = origin.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${base}/${step.path.replace(/^\/+/, '')}`,
    })),
  };
}
