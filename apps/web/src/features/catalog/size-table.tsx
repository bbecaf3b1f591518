import type { SizeGuideView } from './product-facts';

/** The product's own dimensions (its catalogue size guide), one row per size it comes in. */
export function SizeTable({ guide }: { guide: SizeGuideView }) {
  return (
    <section aria-labelledby="size-table-heading" className="mt-8 render-when-near">
      <h2 id="size-table-heading" className="mb-3 text-xl font-bold">
        Size guide
      </h2>
      <table data-testid="size-guide" className="w-full max-w-md border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-muted">{guide.caption}</caption>
        <thead>
          <tr className="border-b-2 border-muted/40">
            <th scope="col" className="py-2 pr-4">
              Size
            </th>
            <th scope="col" className="py-2">
              Dimensions
            </th>
          </tr>
        </thead>
        <tbody>
          {guide.rows.map((row) => (
            <tr key={row.label} className="border-b border-muted/20">
              <th scope="row" className="py-2 pr-4 font-normal">
                {row.label}
              </th>
              <td className="py-2">{row.dimensions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
