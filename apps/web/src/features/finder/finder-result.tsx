import { IntentLink } from '../../components/intent-link';
import { SIZE_LABELS } from '@store/core/enums';
import type { FinderRecommendation } from '@store/core/finder/recommend';
import type { FinderSize } from '@store/core/finder/questions';
import { sortProperties } from '@store/core/properties';
import { selectionHref } from '@store/core/selection-url';
import { variantPrice } from '@store/core/variant';
import { PriceTag } from '../../components/ui/price-tag';
import { sizedMediaUrl } from '../../lib/media/media-url';
import { variantLine } from '../recommendations/recommendation-card';
import { FinderAddToCart } from './finder-add-to-cart';

/** The recommendation: the product card in the chosen size and options, the reasons, Add to cart and a link to its page. */
export function FinderResult({ recommendation, size }: { recommendation: FinderRecommendation; size: FinderSize }) {
  const { product, selection, reasons, currency } = recommendation;
  const price = variantPrice(product, selection);
  const image = product.mediaCollection[0];
  const options = sortProperties(product.properties)
    .filter((p) => p.name !== 'Size')
    .map((p) => p.options.find((o) => o.value === selection[p.name])?.title)
    .filter((title): title is string => title !== undefined);
  return (
    <section
      aria-labelledby="finder-result-heading"
      className="flex flex-col gap-4 rounded-brand bg-surface p-4 sm:p-6"
      data-testid="finder-result"
    >
      <h2 id="finder-result-heading" className="text-2xl font-bold">
        Your match
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row">
        {image ? (
          <img
            src={sizedMediaUrl(image.url, 400)}
            alt={image.alt}
            width={320}
            height={240}
            className="h-auto w-full rounded-brand bg-page object-cover sm:w-80"
          />
        ) : null}
        <div className="flex flex-col gap-3">
          <h3 className="text-xl font-semibold" data-testid="finder-product">
            {product.title}
          </h3>
          <p data-testid="finder-variant">{[SIZE_LABELS[size], ...options].join(' · ')}</p>
          <PriceTag
            price={price.price}
            listPrice={price.listPrice}
            discount={price.discount}
            currency={currency}
            testId="finder-price"
          />
          <FinderAddToCart line={variantLine(product.id, selection)} />
          <IntentLink
            href={selectionHref(product, selection)}
            className="font-semibold underline"
            data-testid="finder-product-link"
          >
            See the {product.title} in {SIZE_LABELS[size]}
          </IntentLink>
        </div>
      </div>
      <h3 className="text-lg font-semibold">Why we chose it</h3>
      <ul className="flex list-disc flex-col gap-1 pl-5" data-testid="finder-reasons">
        {reasons.map((reason) => (
          <li key={`${reason.answer}:${reason.text}`}>{reason.text}</li>
        ))}
      </ul>
    </section>
  );
}
