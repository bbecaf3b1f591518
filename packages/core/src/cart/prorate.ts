/**
 * Splits a whole amount of minor units across weights so the parts sum exactly to the total
 * (largest remainder method; ties go to the earlier weight). Used to spread a coupon over lines.
 */
export function prorate(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError('prorate needs a whole number of minor units');
  const sum = weights.reduce((a, w) => a + Math.max(0, w), 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (Math.max(0, w) * total) / sum);
  const parts = exact.map((x) => Math.floor(x));
  let remainder = total - parts.reduce((a, p) => a + p, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (remainder <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    remainder -= 1;
  }
  return parts;
}
