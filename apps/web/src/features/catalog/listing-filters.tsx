import { IntentLink } from '../../components/intent-link';
import { SIZE_LABELS, type SizeKey } from '@store/core/enums';
import { LISTING_FIRMNESS_LABELS, type ListingFirmness } from '@store/core/listing/listing-facets';
import { LISTING_SORT_LABELS, LISTING_SORTS, type ListingQuery } from '@store/core/listing/listing-query';
import { priceBandParam, type PriceBand } from '@store/core/listing/price-bands';
import type { Currency } from '@store/core/money';
import { filterChips, priceBandLabel } from './listing-links';

export interface ListingFiltersProps {
  path: string;
  query: ListingQuery;
  sizes: readonly SizeKey[];
  firmness: readonly ListingFirmness[];
  /** The price choices: disjoint, the chosen band among them (core applyListingQuery). */
  bands: readonly PriceBand[];
  currency: Currency;
}

interface Choice {
  value: string;
  label: string;
}

function Select({ name, label, any, choices, value }: SelectField) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`filter-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={`filter-${name}`}
        name={name}
        defaultValue={value}
        className="min-h-11 w-full rounded-brand border border-muted/40 bg-page px-2"
      >
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface SelectField {
  name: string;
  label: string;
  any: string;
  value: string;
  choices: Choice[];
}

/** The form's selects: a filter shows when the listing offers a choice in it, or when the URL already sets it. */
function selectFields({ query, sizes, firmness, bands, currency }: Omit<ListingFiltersProps, 'path'>): SelectField[] {
  const price = query.price;
  // Core's priceBandChoices already offers the chosen band among disjoint bands.
  const priceChoices = bands;
  const fields: (SelectField & { offered: boolean })[] = [
    {
      name: 'size',
      label: 'Size',
      any: 'Any size',
      value: query.size ?? '',
      choices: sizes.map((s) => ({ value: s, label: SIZE_LABELS[s] })),
      offered: sizes.length > 1 || query.size !== null,
    },
    {
      name: 'firmness',
      label: 'Firmness',
      any: 'Any firmness',
      value: query.firmness ?? '',
      choices: firmness.map((f) => ({ value: f, label: LISTING_FIRMNESS_LABELS[f] })),
      offered: firmness.length > 1 || query.firmness !== null,
    },
    {
      name: 'price',
      label: 'Price',
      any: 'Any price',
      value: price === null ? '' : priceBandParam(price),
      choices: priceChoices.map((b) => ({ value: priceBandParam(b), label: priceBandLabel(b, currency) })),
      offered: priceChoices.length > 1 || price !== null,
    },
    {
      name: 'sort',
      label: 'Sort by',
      any: 'Featured',
      value: query.sort ?? '',
      choices: LISTING_SORTS.map((s) => ({ value: s, label: LISTING_SORT_LABELS[s] })),
      offered: true,
    },
  ];
  return fields.filter((field) => field.offered);
}

/**
 * Listing filters: a GET form (size, firmness, price band, sort, Apply) the server renders and reads back from
 * the URL, so a filtered listing is a shareable link and needs no JavaScript; each active filter is a plain link removing it.
 */
export function ListingFilters({ path, ...props }: ListingFiltersProps) {
  const chips = filterChips(path, props.query, props.currency);
  return (
    <div className="mb-6 flex flex-col gap-3" data-testid="listing-filters">
      <form
        method="get"
        action={path}
        aria-label="Filter and sort"
        className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
      >
        {selectFields(props).map((field) => (
          <Select
            key={field.name}
            name={field.name}
            label={field.label}
            any={field.any}
            value={field.value}
            choices={field.choices}
          />
        ))}
        <button
          type="submit"
          className="col-span-2 min-h-11 rounded-brand bg-brand px-5 font-semibold text-brand-text sm:col-span-1"
        >
          Apply
        </button>
      </form>
      {chips.length > 0 ? (
        <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2 text-sm">
          {chips.map((chip) => (
            <li key={chip.key}>
              <IntentLink
                href={chip.href}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-muted/40 px-3 no-underline hover:underline"
                data-testid={`chip-${chip.key}`}
              >
                {chip.label}
                <span aria-hidden="true">×</span>
                <span className="sr-only">(remove)</span>
              </IntentLink>
            </li>
          ))}
          <li>
            <IntentLink href={path} className="inline-flex min-h-11 items-center px-2 underline">
              Clear all filters
            </IntentLink>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
