import { VIDEO_TESTIMONIALS_ALBUM, type AlbumItem, type BrandKey, type Product } from '@store/core';

export interface SeedAlbum {
  name: string;
  title: string;
  items: AlbumItem[];
}

/** The local testimonial clips (apps/web/public/media/testimonials, made by scripts/make-testimonial-videos.sh). */
const CLIPS = [
  { caption: 'Three months in and my back has never felt better.', reviewer: 'Olivia R.' },
  { caption: 'Unboxing day: it was full size by dinner.', reviewer: 'Mateo G.' },
  { caption: 'We finally sleep through the night, both of us.', reviewer: 'Priya and Sam K.' },
  { caption: 'As a hot sleeper, the cooling cover changed everything.', reviewer: 'James T.' },
  { caption: 'Our kids jump on it and it still looks new.', reviewer: 'Hannah W.' },
  { caption: 'White glove delivery set it up in fifteen minutes.', reviewer: 'Kenji M.' },
  { caption: 'The edge support means we use every inch.', reviewer: 'Aisha B.' },
  { caption: 'Best sleep I have had since my twenties.', reviewer: 'David L.' },
];

export const TESTIMONIAL_VIDEO_COUNT = CLIPS.length;

/** Every active brand's albums: the video testimonials, each clip tied to the brand's first mattress when it sells one. */
export function seedAlbums(brand: BrandKey, brandName: string, catalog: readonly Product[]): SeedAlbum[] {
  const mattress = catalog.find((p) => p.attributes.group === 'mattress') ?? null;
  return [
    {
      name: VIDEO_TESTIMONIALS_ALBUM,
      title: `${brandName} video testimonials`,
      items: CLIPS.map((clip, i) => ({
        id: `${brand}-testimonial-${i + 1}`,
        type: 'video',
        url: `/media/testimonials/testimonial-${i + 1}.mp4`,
        posterUrl: `/media/testimonials/testimonial-${i + 1}.jpg`,
        caption: clip.caption,
        reviewer: clip.reviewer,
        domainKey: mattress?.id ?? null,
      })),
    },
  ];
}
