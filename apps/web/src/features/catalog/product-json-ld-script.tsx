import { serializeJsonLd } from '../../lib/seo/product-json-ld';

/** Structured data for search engines, escaped so it cannot break out of its script element. */
export function JsonLdScript({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
