import type { Bottomline, ReviewScore, StarDistribution } from './wire';

/** Published reviews per score (missing scores count 0). */
export type ScoreCounts = Partial<Record<ReviewScore, number>>;

/** Rule (review bottomline): the average score rounded half up to one decimal; 0 when there is no review. */
export function averageScore(counts: ScoreCounts): number {
  let total = 0;
  let sum = 0;
  for (const score of [1, 2, 3, 4, 5] as const) {
    const n = counts[score] ?? 0;
    total += n;
    sum += n * score;
  }
  if (total === 0) return 0;
  return Math.round((sum * 10) / total) / 10;
}

/** Rule (review bottomline): total, rounded average and the count per star (every star present). */
export function bottomlineFrom(counts: ScoreCounts): Bottomline {
  const starDistribution: StarDistribution = {
    '1': counts[1] ?? 0,
    '2': counts[2] ?? 0,
    '3': counts[3] ?? 0,
    '4': counts[4] ?? 0,
    '5': counts[5] ?? 0,
  };
  const totalReviews = Object.values(starDistribution).reduce((a, b) => a + b, 0);
  return { totalReviews, averageScore: averageScore(counts), starDistribution };
}
