'use client';

import { useState } from 'react';
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

const titlesOf = (names: readonly string[], options: readonly AddOnOption[]) =>
  names.map((name) => options.find((o) => o.name === name)?.title ?? name).join(' and ');

/** The group's legend: the first exclusive option's side (what goes with it) or the side it excludes. */
function eitherOr(exclusive: readonly AddOnOption[]): string {
  const first = exclusive[0];
  if (first === undefined) return '';
  const withFirst = exclusive.filter((o) => !first.excludes.includes(o.name)).map((o) => o.name);
  return `Choose ${titlesOf(withFirst, exclusive)}, or ${titlesOf(first.excludes, exclusive)}`;
}

interface CardProps extends Omit<AddOnPickerProps, 'loading' | 'onToggle'> {
  option: AddOnOption;
  onToggle: (option: AddOnOption, on: boolean) => void;
}

/** One add-on as a checkbox card: what it is, its price, every line it adds and, for an exclusive offer, what it replaces. */
function AddOnCard({ option, options, chosen, onToggle, currency }: CardProps) {
  const replaces = option.excludes.length > 0 ? `Instead of ${titlesOf(option.excludes, options)}` : null;
  return (
    <label
      className="flex cursor-pointer items-start gap-3 rounded-brand border-2 border-muted/30 p-2 has-[:checked]:border-brand has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
      data-testid="add-on"
      data-kind={option.kind}
      data-name={option.name}
    >
      <input
        type="checkbox"
        className="mt-3 size-5 shrink-0 accent-[var(--brand-primary)]"
        checked={chosen.has(option.name)}
        aria-label={option.title}
        aria-describedby={`add-on-${option.name}-contents`}
        onChange={(event) => onToggle(option, event.target.checked)}
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
        {option.comboLabel ? (
          <span className="text-sm font-semibold text-brand" data-testid="add-on-combo">
            {option.comboLabel}
          </span>
        ) : null}
        <span className="text-xs" id={`add-on-${option.name}-contents`} data-testid="add-on-contents">
          {option.replacement ? 'Replaces your mattress with: ' : 'Adds: '}
          {option.contents.join(' + ')}
          {replaces ? `. ${replaces}.` : null}
        </span>
        {option.label ? (
          <span className="mt-1 self-start rounded-brand bg-surface px-2 text-xs font-semibold">{option.label}</span>
        ) : null}
      </span>
    </label>
  );
}

/**
 * Add-ons as checkboxes named by their title: gifts with purchase, the tier upgrade, furniture and paired items,
 * coverage when needed. Offers that exclude each other sit together in a group of their own and behave like radio
 * buttons (ticking one unticks the others, announced to screen readers), while each stays a native, keyboard-operable
 * checkbox so the shopper can also take none of them.
 */
export function AddOnPicker({ options, chosen, onToggle, currency, loading }: AddOnPickerProps) {
  const [announcement, setAnnouncement] = useState('');
  if (!loading && options.length === 0) return null;
  const toggle = (option: AddOnOption, on: boolean) => {
    const dropped = on ? option.excludes.filter((name) => chosen.has(name)) : [];
    setAnnouncement(dropped.length > 0 ? `${option.title} chosen instead of ${titlesOf(dropped, options)}.` : '');
    onToggle(option.name, on);
  };
  const exclusive = options.filter((o) => o.excludes.length > 0);
  const card = (option: AddOnOption) => (
    <AddOnCard key={option.name} option={option} options={options} chosen={chosen} onToggle={toggle} currency={currency} />
  );
  return (
    <fieldset className="flex flex-col gap-2" aria-busy={loading} data-testid="add-ons">
      <legend className="mb-2 font-semibold">Add to your order</legend>
      {loading && options.length === 0 ? <p className="text-sm text-muted">Loading add-ons…</p> : null}
      {options.map((option) => {
        if (option.excludes.length === 0) return card(option);
        if (option !== exclusive[0]) return null;
        return (
          <fieldset
            key="exclusive"
            className="flex flex-col gap-2 rounded-brand border border-dashed border-muted/50 p-2"
            data-testid="exclusive-offers"
          >
            <legend className="px-1 text-sm font-semibold">{eitherOr(exclusive)}</legend>
            {exclusive.map(card)}
          </fieldset>
        );
      })}
      <p className="sr-only" aria-live="polite" data-testid="add-on-announcement">
        {announcement}
      </p>
    </fieldset>
  );
}
