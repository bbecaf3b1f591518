'use client';

import { formatMoney, type Currency } from '@store/core/money';
import type { AddOnOption } from './add-on-options';

export interface AddOnPickerProps {
  options: readonly AddOnOption[];
  chosen: ReadonlySet<string>;
  onToggle: (name: string, on: boolean) => void;
  currency: Currency;
  loading: boolean;
}

function priceText(option: AddOnOption, currency: Currency): string {
  if (option.kind === 'upgrade') return `+${formatMoney({ amount: option.price, currency })}`;
  return option.price === 0 ? 'Free' : `+${formatMoney({ amount: option.price, currency })}`;
}

/** SPEC §1 add-ons as checkboxes named by their title: gifts with purchase, the tier upgrade, furniture and paired items, coverage when needed. */
export function AddOnPicker({ options, chosen, onToggle, currency, loading }: AddOnPickerProps) {
  if (!loading && options.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2" aria-busy={loading} data-testid="add-ons">
      <legend className="mb-2 font-semibold">Add to your order</legend>
      {loading && options.length === 0 ? <p className="text-sm text-muted">Loading add-ons…</p> : null}
      {options.map((option) => (
        <label
          key={option.name}
          className="flex cursor-pointer items-start gap-3 rounded-brand border-2 border-muted/30 p-2 has-[:checked]:border-brand has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
          data-testid="add-on"
          data-kind={option.kind}
        >
          <input
            type="checkbox"
            className="mt-3 size-5 shrink-0 accent-[var(--brand-primary)]"
            checked={chosen.has(option.name)}
            aria-label={option.title}
            onChange={(event) => onToggle(option.name, event.target.checked)}
          />
          <img src={option.thumb} alt="" width={48} height={48} className="size-12 shrink-0 rounded-brand bg-surface" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="flex flex-wrap items-baseline justify-between gap-x-2">
              <span className="font-semibold">{option.title}</span>
              <span className="text-sm">
                <span className="font-semibold">{priceText(option, currency)}</span>
                {option.listPrice !== null ? (
                  <s className="ml-1 text-muted">{formatMoney({ amount: option.listPrice, currency })}</s>
                ) : null}
              </span>
            </span>
            <span className="text-sm text-muted">{option.description}</span>
            {option.label ? (
              <span className="mt-1 self-start rounded-brand bg-surface px-2 text-xs font-semibold">{option.label}</span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
