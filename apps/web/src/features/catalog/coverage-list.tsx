import type { CoverageLine } from './product-facts';

/** The brand's trial and warranty promises for this kind of product, plus free shipping and returns (SPEC §9). */
export function CoverageList({ lines }: { lines: readonly CoverageLine[] }) {
  return (
    <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3" data-testid="coverage">
      {lines.map((line) => (
        <li key={line.label} className="rounded-brand bg-surface p-3">
          <span className="block text-muted">{line.label}</span>
          <span className="font-semibold">{line.text}</span>
        </li>
      ))}
      <li className="rounded-brand bg-surface p-3">
        <span className="block text-muted">Delivery</span>
        <span className="font-semibold">Free shipping and returns</span>
      </li>
    </ul>
  );
}
