import type { BrandConfig } from '@store/core/brands';
import { shippingTime } from '@store/core/shipping-time';
import type { CompareColumn } from './compare-rows';

function heights(columns: readonly CompareColumn[]): string {
  const values = columns.flatMap((c) => (c.product.height === null ? [] : [c.product.height]));
  if (values.length === 0) return 'Not stated';
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? `${low} in` : `${low} to ${high} in`;
}

/** The two brands at a glance: how many mattresses, their heights, and the trial, warranty and shipping of the brand registry. */
export function brandSummaryRows(brands: readonly BrandConfig[], columns: readonly (readonly CompareColumn[])[]) {
  return [
    { label: 'Mattresses', values: columns.map((c) => String(c.length)) },
    { label: 'Heights', values: columns.map(heights) },
    { label: 'Mattress trial', values: brands.map((b) => b.copy.mattressTrial) },
    { label: 'Mattress warranty', values: brands.map((b) => b.copy.mattressWarranty) },
    {
      label: 'Shipping',
      values: brands.map((b) => `Free. ${shippingTime({ shipping: b.shipping }).text}`),
    },
  ];
}

/** Competitor comparison: the two brands side by side before their mattresses. */
export function RivalSummary({
  brands,
  columns,
}: {
  brands: readonly BrandConfig[];
  columns: readonly (readonly CompareColumn[])[];
}) {
  return (
    <div className="relative overflow-x-auto">
      <table data-testid="rival-summary" className="w-full max-w-2xl border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold">At a glance</caption>
        <thead>
          <tr className="border-b-2 border-muted/40">
            <th scope="col" className="py-2 pr-4">
              <span className="sr-only">Fact</span>
            </th>
            {brands.map((brand) => (
              <th key={brand.key} scope="col" className="py-2 pr-4">
                {brand.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {brandSummaryRows(brands, columns).map((row) => (
            <tr key={row.label} className="border-b border-muted/20">
              <th scope="row" className="py-2 pr-4 font-semibold">
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={index} className="py-2 pr-4">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
