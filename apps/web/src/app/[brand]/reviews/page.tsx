import type { Metadata } from 'next';
import { IntentLink } from '../../../components/intent-link';
import { REVIEWS_PAGE_SIZE } from '@store/core/reviews/constants';
import { Container } from '../../../components/ui/container';
import { Breadcrumbs } from '../../../features/catalog/breadcrumbs';
import { reviewsPageMetadata } from '../../../features/reviews/reviews-metadata';
import ReviewsWidget from '../../../features/reviews/reviews-widget';
import { StarMark } from '../../../features/reviews/stars';
import { INITIAL_CONTROLS, reviewFilter } from '../../../features/reviews/reviews-query';
import { brandBottomline, fiveStarCount, serverFilterReviews } from '../../../lib/api/reviews';
import { brandFromParam } from '../../../lib/brand/brand-param';
import { wholeNumberText } from '@store/core/text/whole-number';

export const revalidate = 300;

interface Props {
  params: Promise<{ brand: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return reviewsPageMetadata(brandFromParam((await params).brand), '/reviews');
}

/** /reviews: every published review of the brand, with its bottomline, filters, search, sort and paging by 10. */
export default async function ReviewsPage({ params }: Props) {
  const brand = brandFromParam((await params).brand);
  const [bottomline, fiveStars, firstPage] = await Promise.all([
    brandBottomline(brand.key),
    fiveStarCount(brand.key),
    serverFilterReviews(brand.key, reviewFilter(INITIAL_CONTROLS, 0, { firstPageSize: REVIEWS_PAGE_SIZE })),
  ]);
  return (
    <main id="main" data-page-type="WP">
      <Container className="flex flex-col gap-4 py-6">
        <Breadcrumbs crumbs={[{ label: 'Home', href: '/' }]} current="Reviews" />
        <h1 className="text-3xl font-bold">{brand.name} customer reviews</h1>
        {fiveStars ? (
          <p className="font-semibold" data-testid="five-star-count">
            <StarMark /> {wholeNumberText(fiveStars)} five-star reviews
          </p>
        ) : null}
        <p>
          <IntentLink href="/reviews/video-testimonials" className="font-semibold underline">
            Watch video testimonials
          </IntentLink>
        </p>
        <h2 className="sr-only">All reviews</h2>
        <ReviewsWidget
          brandName={brand.name}
          bottomline={bottomline}
          firstPageSize={REVIEWS_PAGE_SIZE}
          showProduct
          initialPage={firstPage ?? undefined}
        />
      </Container>
    </main>
  );
}
