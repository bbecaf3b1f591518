import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_KEYS, brandTakesOrders, type Album } from '@store/core';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoFile, demoProducts, importDemo } from '../support/demo-data';
import { reviews, reviewVotes } from '../../src/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'catalog', reviews: true });
});
afterAll(() => t.close());

const get = (url: string, brand: string) => t.app.inject({ method: 'GET', url, headers: { 'x-brand': brand } });
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');

describe('the demo reviews and albums (demo/<brand>/reviews.json)', () => {
  it('several hundred reviews for the main mattress of every brand that sells it, believable scores', async () => {
    const brands = BRAND_KEYS.filter((brand) => demoProducts(brand).some((p) => p.id === 'mattress'));
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) {
      const bottomline = (await get('/reviews/products/mattress/bottomline', brand)).json().result;
      expect(bottomline.totalReviews, brand).toBeGreaterThanOrEqual(400);
      expect(bottomline.averageScore, brand).toBeGreaterThan(4);
      expect(bottomline.averageScore, brand).toBeLessThan(4.8);
      expect(bottomline.starDistribution['1'], brand).toBeGreaterThan(0);
    }
  });

  it('8 to 60 reviews for every other reviewable product; none for services and warranties', async () => {
    const rows = await t.db
      .select({ brand: reviews.brand, domainKey: reviews.domainKey, n: sql<number>`count(*)::int` })
      .from(reviews)
      .groupBy(reviews.brand, reviews.domainKey);
    const counts = new Map(rows.map((r) => [`${r.brand}:${r.domainKey}`, r.n]));
    for (const brand of BRAND_KEYS) {
      for (const product of demoProducts(brand)) {
        const n = counts.get(`${brand}:${product.id}`) ?? 0;
        if (['service', 'warranty'].includes(product.attributes.group)) expect(n, product.id).toBe(0);
        else if (product.id !== 'mattress') expect(n, `${brand}:${product.id}`).toBeGreaterThanOrEqual(8);
        if (product.id !== 'mattress') expect(n, `${brand}:${product.id}`).toBeLessThanOrEqual(60);
      }
    }
  });

  it('has topics, photos from the product’s own images and searchable text', async () => {
    const page = (
      await t.app.inject({
        method: 'POST',
        url: '/reviews/filter',
        headers: { 'x-brand': 'nestwood' },
        payload: { domain_key: 'mattress', free_text_search: 'back pain', sortings: [{ sort_by: 'images', ascending: false }] },
      })
    ).json().result;
    expect(page.pagination.total).toBeGreaterThan(10);
    expect(page.topics.map((topic: { name: string }) => topic.name)).toContain('Back pain');
    expect(page.reviews[0].media[0].url).toMatch(/^\/media\//);
  });

  it('every active brand has a video testimonials album of at least 6 local clips with posters', async () => {
    for (const brand of BRAND_KEYS) {
      const res = await get('/reviews/albums/video-testimonials', brand);
      if (!brandTakesOrders(brand)) {
        expect(res.statusCode, brand).toBe(404);
        continue;
      }
      const album = res.json().result as Album;
      expect(album.items.length, brand).toBeGreaterThanOrEqual(6);
      for (const item of album.items) {
        expect(item.type).toBe('video');
        expect(existsSync(path.join(publicDir, item.url)), item.url).toBe(true);
        expect(existsSync(path.join(publicDir, item.posterUrl)), item.posterUrl).toBe(true);
      }
    }
  });

  it('the clips and posters the albums show stay small (under 1.5 MB in all)', () => {
    const files = new Set(
      BRAND_KEYS.flatMap((brand) =>
        (demoFile(brand, 'reviews.json')?.reviewAlbums ?? []).flatMap((album) =>
          album.items.flatMap((item) => [item.url, item.posterUrl]),
        ),
      ),
    );
    expect(files.size).toBeGreaterThan(0);
    const total = [...files].reduce((sum, f) => sum + statSync(path.join(publicDir, f)).size, 0);
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('importing the demo reviews again changes nothing a shopper did: votes are kept', async () => {
    const [first] = (
      await t.app.inject({ method: 'POST', url: '/reviews/filter', headers: { 'x-brand': 'nestwood' }, payload: {} })
    ).json().result.reviews;
    const voted = await t.app.inject({
      method: 'POST',
      url: `/reviews/${first.id}/vote`,
      headers: { 'x-brand': 'nestwood' },
      payload: { direction: 'up' },
    });
    expect(voted.json().result.votesUp).toBe(first.votesUp + 1);
    const before = (await get('/reviews/bottomline', 'nestwood')).json().result;
    await importDemo(t.db, ['reviews', 'reviewAlbums'], ['nestwood']);
    expect((await get('/reviews/bottomline', 'nestwood')).json().result).toEqual(before);
    expect(await t.db.select().from(reviewVotes).where(eq(reviewVotes.reviewId, first.id))).toHaveLength(1);
  });
});
