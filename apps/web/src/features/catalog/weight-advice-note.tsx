import type { WeightAdvice } from './product-facts';

/** Weighted blanket advice: 8-15% of body weight, 15/20/25 lbs, 15 lbs by default. */
export function WeightAdviceNote({ advice }: { advice: WeightAdvice }) {
  return (
    <div className="rounded-brand bg-surface p-3 text-sm" data-testid="weight-advice">
      <p className="font-semibold">Which weight is right?</p>
      <p>
        {advice.text} Available in {advice.weights.map((w) => `${w}`).join(', ')} lbs; {advice.defaultWeight} lbs suits most
        sleepers.
      </p>
    </div>
  );
}
