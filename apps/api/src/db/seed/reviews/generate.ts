import { createHash } from 'node:crypto';
import type { BrandKey, Product, ReviewMedia, ReviewScore } from '@store/core';
import { FIRST_NAMES, LAST_INITIALS, OPENERS, phrasesFor, TITLES, type Mood, type Phrase, type ReviewKind } from './phrases';
import { fnv1a32 } from '@store/core/experiments/hash';

/** Seed reviews are dated over the three years before this fixed day, so a reseed writes the same rows. */
export const SEED_REVIEWS_UNTIL = new Date('2026-11-01T12:00:00Z');
const THREE_YEARS_MS = 3 * 365 * 24 * 3600 * 1000;

/** The product whose page is the store's front door gets several hundred reviews; the others 8 to 60. */
export const MAIN_PRODUCT_ID = 'mattress';

export interface SeedReview {
  id: string;
  brand: BrandKey;
  domainKey: string;
  productTitle: string;
  score: ReviewScore;
  title: string;
  content: string;
  displayName: string;
  verifiedBuyer: boolean;
  topics: string[];
  media: ReviewMedia[];
  votesUp: number;
  votesDown: number;
  createdAt: Date;
}

/** mulberry32: a small seeded PRNG (never for anything secret). */
export function seededRandom(seed: string): () => number {
  let state = fnv1a32(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** Which phrase bank a product's reviews draw from (from its catalogue data). */
export function reviewKindOf(product: Product): ReviewKind {
  if (product.attributes.mattressCount) return 'mattress';
  if (product.attributes.group === 'bedding' || product.attributes.markers.includes('soft-good')) return 'bedding';
  return 'furniture';
}

/** Products that get seed reviews: everything sold as goods (not services, warranties or protection). */
export function isReviewable(product: Product): boolean {
  return !['service', 'warranty'].includes(product.attributes.group) && !product.metadata.isWarranty;
}

/** Mostly 4 and 5 stars, some 1 to 3; `bias` shifts a product's mix a little. */
function scoreFrom(r: number, bias: number): ReviewScore {
  const cumulative = [0.04 + bias, 0.07 + bias, 0.14 + bias * 1.5, 0.36 + bias * 2];
  for (let i = 0; i < cumulative.length; i++) if (r < cumulative[i]!) return (i + 1) as ReviewScore;
  return 5;
}

const moodOf = (score: ReviewScore): Mood => (score >= 4 ? 'good' : score === 3 ? 'mixed' : 'bad');

function sentences(rng: () => number, kind: ReviewKind, mood: Mood): Phrase[] {
  const pool = [...phrasesFor(kind, mood)];
  const chosen: Phrase[] = [];
  const n = 2 + Math.floor(rng() * 3);
  while (chosen.length < n && pool.length > 0) chosen.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
  if (mood === 'mixed') chosen.push(pick(rng, phrasesFor(kind, 'good')));
  return chosen;
}

function reviewId(brand: string, productId: string, index: number): string {
  return `rv${createHash('sha256').update(`${brand}:${productId}:${index}`).digest('base64url').replace(/[-_]/g, '').slice(0, 20)}`;
}

/** The generated reviews of one product of a brand: the same rows on every run (seeded by brand and product id). */
export function generateReviews(brand: BrandKey, product: Product): SeedReview[] {
  if (!isReviewable(product)) return [];
  const rng = seededRandom(`${brand}:${product.id}`);
  const count = product.id === MAIN_PRODUCT_ID ? 420 + Math.floor(rng() * 60) : 8 + Math.floor(rng() * 53);
  const bias = (rng() - 0.5) * 0.06;
  const kind = reviewKindOf(product);
  const images = product.mediaCollection;
  const rows: SeedReview[] = [];
  for (let i = 0; i < count; i++) {
    const score = scoreFrom(rng(), bias);
    const mood = moodOf(score);
    const chosen = sentences(rng, kind, mood);
    const opener = pick(rng, OPENERS[mood]);
    const content = [opener, ...chosen.map((p) => p.text)].filter(Boolean).join(' ');
    const displayName = `${pick(rng, FIRST_NAMES)} ${pick(rng, [...LAST_INITIALS])}.`;
    const withMedia = rng() < 0.15 && images.length > 0;
    const media: ReviewMedia[] = withMedia
      ? images.slice(0, 1 + Math.floor(rng() * Math.min(2, images.length))).map((m) => ({
          type: 'image',
          url: m.url,
          thumbnailUrl: m.thumbUrl,
          alt: `Photo by ${displayName} of ${product.title}`,
        }))
      : [];
    const helpful = rng();
    rows.push({
      id: reviewId(brand, product.id, i),
      brand,
      domainKey: product.id,
      productTitle: product.title,
      score,
      title: pick(rng, TITLES[mood]),
      content,
      displayName,
      verifiedBuyer: rng() < 0.85,
      topics: [...new Set(chosen.map((p) => p.topic))],
      media,
      votesUp: Math.floor(helpful ** 3 * 60),
      votesDown: Math.floor(rng() ** 4 * 8),
      createdAt: new Date(SEED_REVIEWS_UNTIL.getTime() - Math.floor(rng() * THREE_YEARS_MS)),
    });
  }
  return rows;
}
