import type { BrandKey } from '@store/core';
import type { CatalogFile } from '@store/core/catalog-file/sections';
import { makeBedding, makeMattress, makeOffer } from './factories';

/**
 * A small catalogue file of every section: two mattresses and a pillow, a free-pillow gift, a coupon, two reviews of
 * the first mattress, an album, a showroom in Manhattan (10001) and starting signals. Plain JSON, as read from disk.
 */
export function smallCatalogFile(brand: BrandKey = 'nestwood'): CatalogFile {
  const cloud = makeMattress('cloud-mattress', { sizes: { queen: 100000, king: 120000 } });
  const firm = makeMattress('firm-mattress', { sizes: { queen: 80000, king: 95000 } });
  const pillow = makeBedding('cloud-pillow', { sizes: { standard: 9000, king: 11000 }, inventoryKey: 'CLOUDPILLOW' });
  const file: CatalogFile = {
    format: 'store-catalog',
    version: 1,
    brand,
    products: [{ ...cloud, content: { ...cloud.content, relatedProducts: ['cloud-pillow'] } }, firm, pillow],
    upsells: [makeOffer(brand, pillow, { name: 'free-cloud-pillow', quantity: 2 })],
    coupons: [
      {
        code: 'SPRING15',
        kind: 'percent',
        value: 15,
        minSubtotal: 50000,
        appliesTo: ['mattress'],
        expiresAt: '2030-06-01T00:00:00.000Z',
        maxRedemptions: 100,
        keepWhenZero: false,
        returningCustomerOnly: false,
        maxDiscount: 30000,
        maxUnits: null,
        products: [],
        startsAt: null,
        paused: false,
        maxPerShopper: null,
        stacking: 'with-deals',
      },
    ],
    reviews: [review('cloud-1', 5, 'Like a cloud'), review('cloud-2', 4, 'Soft and cool')],
    reviewAlbums: [
      {
        name: 'video-testimonials',
        title: 'Video testimonials',
        items: [
          {
            id: 'clip-1',
            type: 'video',
            url: '/media/testimonials/testimonial-1.mp4',
            posterUrl: '/media/testimonials/testimonial-1.jpg',
            caption: 'Best sleep in years.',
            reviewer: 'Olivia R.',
            domainKey: 'cloud-mattress',
          },
        ],
      },
    ],
    showrooms: [
      {
        id: 'chelsea',
        name: 'Nestwood Chelsea',
        line1: '200 W 26th St',
        city: 'New York',
        state: 'NY',
        postalCode: '10001',
        country: 'US',
        phone: '(212) 555-0101',
        hours: {
          mon: { open: '10:00', close: '19:00' },
          tue: { open: '10:00', close: '19:00' },
          wed: { open: '10:00', close: '19:00' },
          thu: { open: '10:00', close: '19:00' },
          fri: { open: '10:00', close: '19:00' },
          sat: { open: '11:00', close: '18:00' },
          sun: null,
        },
      },
    ],
    signals: {
      popularity: [
        { productId: 'cloud-mattress', count: 40 },
        { productId: 'cloud-pillow', count: 12 },
      ],
      pairs: [{ a: 'cloud-mattress', b: 'cloud-pillow', count: 9 }],
    },
  };
  return JSON.parse(JSON.stringify(file)) as CatalogFile;
}

function review(id: string, score: 4 | 5, title: string): NonNullable<CatalogFile['reviews']>[number] {
  return {
    id,
    domainKey: 'cloud-mattress',
    productTitle: 'Test cloud-mattress',
    score,
    title,
    content: `${title}: we sleep better.`,
    displayName: 'Sam K.',
    verifiedBuyer: true,
    topics: ['Comfort'],
    media: [],
    status: 'published',
    votesUp: 3,
    votesDown: 0,
    createdAt: '2026-03-01T12:00:00.000Z',
  };
}
