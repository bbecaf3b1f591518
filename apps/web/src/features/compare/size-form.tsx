import { SIZE_LABELS, type SizeKey } from '@store/core/enums';
import { sizeSlug } from '@store/core/filter-segment';

/** Choose the size prices are shown in with a plain GET form (`?size=`), so it works without JavaScript. */
export function SizeForm({ sizes, current, action }: { sizes: readonly SizeKey[]; current: SizeKey; action: string }) {
  return (
    <form method="get" action={action} className="mt-6 flex flex-wrap items-end gap-3" data-testid="size-form">
      <div className="flex flex-col gap-1">
        <label htmlFor="compare-size" className="text-sm font-semibold">
          Size
        </label>
        <select
          id="compare-size"
          name="size"
          defaultValue={sizeSlug(current)}
          className="rounded-brand border border-muted/50 bg-page px-3 py-2"
        >
          {sizes.map((size) => (
            <option key={size} value={sizeSlug(size)}>
              {SIZE_LABELS[size]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rounded-brand bg-brand px-4 py-2 font-semibold text-brand-text">
        Show prices
      </button>
    </form>
  );
}
