import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { VIDEO_TESTIMONIALS_ALBUM } from '@store/core/reviews/constants';
import { Container } from '../../../../components/ui/container';
import { Notice } from '../../../../components/ui/notice';
import { Breadcrumbs } from '../../../../features/catalog/breadcrumbs';
import { reviewsPageMetadata } from '../../../../features/reviews/reviews-metadata';
import { VideoAlbum } from '../../../../features/reviews/video-album';
import { fetchAlbum, handleReviewsError } from '../../../../lib/api/reviews';
import { brandFromParam } from '../../../../lib/brand/brand-param';

export const revalidate = 300;

interface Props {
  params: Promise<{ brand: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return reviewsPageMetadata(brandFromParam((await params).brand), '/reviews/video-testimonials');
}

/** /reviews/video-testimonials: the brand's video-testimonials album (page 1, per_page 100) as a video grid. */
export default async function VideoTestimonialsPage({ params }: Props) {
  const brand = brandFromParam((await params).brand);
  // An unknown album (404) is this page's 404; any other failure is logged and the page says the videos are unavailable.
  const album = await fetchAlbum(brand.key, VIDEO_TESTIMONIALS_ALBUM).catch((error: unknown) => {
    handleReviewsError(error, 'video testimonials album');
    return 'unavailable' as const;
  });
  if (album === null) notFound();
  return (
    <main id="main" data-page-type="WP">
      <Container className="flex flex-col gap-4 py-6">
        <Breadcrumbs
          crumbs={[
            { label: 'Home', href: '/' },
            { label: 'Reviews', href: '/reviews' },
          ]}
          current="Video testimonials"
        />
        <h1 className="text-3xl font-bold">{album === 'unavailable' ? 'Video testimonials' : album.title}</h1>
        {album === 'unavailable' ? (
          <Notice tone="warning">The videos cannot be shown right now. Please try again later.</Notice>
        ) : (
          <VideoAlbum album={album} />
        )}
      </Container>
    </main>
  );
}
