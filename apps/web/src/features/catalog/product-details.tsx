import type { Product } from '@store/core/product';

/** The product's description and highlights. */
export function ProductDetails({ product }: { product: Product }) {
  return (
    <section aria-labelledby="details-heading" className="mt-10 max-w-3xl render-when-near">
      <h2 id="details-heading" className="mb-3 text-xl font-bold">
        Details
      </h2>
      <p className="mb-4">{product.content.description}</p>
      {product.content.highlights.length > 0 ? (
        <ul className="list-disc pl-6">
          {product.content.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
